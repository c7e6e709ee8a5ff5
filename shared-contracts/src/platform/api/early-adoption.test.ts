import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { setClock } from '../clock';
import { firstRowPhotoSources } from './early-request';
import { TEST_CARD_PHOTOS as CARD_TEST_PHOTOS } from '../../testing/early-photos';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client whose own requests are recorded and answered with `{ from: 'own' }`. */
function client(token: string | null = 'member-token') {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    requests.push(request);
    return jsonResponse(200, { from: request.url.includes('early') ? 'early' : 'own' });
  });
  const api = createApiClient({
    baseUrl: 'http://api.test',
    publicApiKey: 'public-key',
    getToken: () => token,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { api, requests };
}

const LIST = { limit: 36, page: 1, gender: 'female', premium: true, city: undefined };

describe('the early request of a direct visit', () => {
  it('gives the URL a GET is sent to, as the client sends it', async () => {
    const { api, requests } = client();
    await api.request('get', '/profiles', { searchParams: LIST });
    expect(requests[0]?.url).toBe(api.requestUrl('/profiles', LIST));
    expect(api.requestUrl('/profiles', LIST)).toBe('http://api.test/profiles?limit=36&page=1&gender=female&premium=true');
  });

  it('adopts the early answer when the first GET asks for the same URL, without sending it again', async () => {
    const { api, requests } = client();
    api.offerEarlyRequest({ url: api.requestUrl('/profiles', LIST), answer: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    await expect(api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'early' });
    expect(requests).toHaveLength(0);
  });

  it('adopts it once: the next GET to the same URL is sent', async () => {
    const { api, requests } = client();
    api.offerEarlyRequest({ url: api.requestUrl('/profiles', LIST), answer: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    await api.request('get', '/profiles', { searchParams: LIST });
    await expect(api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'own' });
    expect(requests).toHaveLength(1);
  });

  it('sends its own request when the search differs, and drops the early answer', async () => {
    const { api, requests } = client();
    api.offerEarlyRequest({ url: api.requestUrl('/profiles', LIST), answer: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    await expect(api.request('get', '/profiles', { searchParams: { ...LIST, gender: 'male' } })).resolves.toEqual({ from: 'own' });
    // Dropped: a later GET with the remembered search is the member's own, sent afresh.
    await expect(api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'own' });
    expect(requests).toHaveLength(2);
  });

  it('keeps the early answer through requests to other paths', async () => {
    const { api, requests } = client();
    api.offerEarlyRequest({ url: api.requestUrl('/profiles', LIST), answer: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    await api.request('get', '/user/1');
    await expect(api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'early' });
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/user/1']);
  });

  it('sends its own request when the early one was refused (401) or failed', async () => {
    const refused = client();
    refused.api.offerEarlyRequest({
      url: refused.api.requestUrl('/profiles', LIST),
      answer: Promise.resolve(jsonResponse(401, { message: 'Session expired' })),
    });
    await expect(refused.api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'own' });
    expect(refused.requests).toHaveLength(1);
    expect(refused.requests[0]?.headers.get('authorization')).toBe('Bearer member-token');

    const failed = client();
    failed.api.offerEarlyRequest({ url: failed.api.requestUrl('/profiles', LIST), answer: Promise.reject(new TypeError('network')) });
    await expect(failed.api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'own' });
    expect(failed.requests).toHaveLength(1);
  });

  it('never hands the early answer to a write or an anonymous call', async () => {
    const { api, requests } = client();
    const url = api.requestUrl('/profiles', LIST);
    api.offerEarlyRequest({ url, answer: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    await expect(api.request('post', '/profiles', { searchParams: LIST, json: {} })).resolves.toEqual({ from: 'own' });
    await expect(api.request('get', '/profiles', { searchParams: LIST, anonymous: true })).resolves.toEqual({ from: 'own' });
    await expect(api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'early' });
    expect(requests).toHaveLength(2);
  });
});

describe("a navigation's early request (the shell sends the list a tap leads to)", () => {
  afterEach(() => setClock(undefined));

  it("is sent at once with the member's token, and the page's first GET of it adopts the answer", async () => {
    const { api, requests } = client();
    const url = api.requestUrl('/profiles', LIST);
    const answer = api.sendEarly(url, Date.now() + 30_000);
    expect(answer).toBeDefined();
    expect(requests.map((request) => [request.url, request.headers.get('authorization')])).toEqual([[url, 'Bearer member-token']]);
    await expect(api.request('get', '/profiles', { searchParams: LIST })).resolves.toEqual({ from: 'own' });
    // The page's GET took the early answer: nothing more was sent.
    expect(requests).toHaveLength(1);
  });

  it('is not adopted once stale: the page that asks later gets a fresh list', async () => {
    let time = 1_000_000;
    setClock(() => time);
    const { api, requests } = client();
    void api.sendEarly(api.requestUrl('/profiles', LIST), time + 30_000);
    time += 30_001;
    await api.request('get', '/profiles', { searchParams: LIST });
    expect(requests).toHaveLength(2);
  });

  it('sends nothing without a session or to another origin', () => {
    const signedOut = client(null);
    expect(signedOut.api.sendEarly(signedOut.api.requestUrl('/profiles', LIST), Date.now() + 30_000)).toBeUndefined();
    expect(signedOut.requests).toHaveLength(0);
    const { api, requests } = client();
    expect(api.sendEarly('http://elsewhere.test/profiles', Date.now() + 30_000)).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});

describe("the first row's photos of a list answer", () => {
  it('are the first row at the window width, WebP where made, else the stored sizes, skipping a profile without a photo', () => {
    const body = {
      profiles: [
        { images: [{ path: { small: '/s1.jpg', medium: '/m1.jpg' }, webp: { small: '/s1.webp', medium: '/m1.webp' } }] },
        { images: [] },
        { images: [{ path: { medium: '/m3.jpg' } }] },
        { images: [{ path: { small: '/s4.jpg' } }] },
      ],
    };
    expect(firstRowPhotoSources(CARD_TEST_PHOTOS, body, 390)).toEqual([
      { srcset: '/s1.webp 240w, /m1.webp 480w', sizes: CARD_TEST_PHOTOS.sizes, type: 'image/webp' },
    ]);
    expect(firstRowPhotoSources(CARD_TEST_PHOTOS, body, 1280)).toEqual([
      { srcset: '/s1.webp 240w, /m1.webp 480w', sizes: CARD_TEST_PHOTOS.sizes, type: 'image/webp' },
      { srcset: '/m3.jpg 480w', sizes: CARD_TEST_PHOTOS.sizes },
      { srcset: '/s4.jpg 240w', sizes: CARD_TEST_PHOTOS.sizes },
    ]);
    expect(firstRowPhotoSources(CARD_TEST_PHOTOS, { profiles: 'none' }, 1280)).toEqual([]);
    expect(firstRowPhotoSources(CARD_TEST_PHOTOS, null, 1280)).toEqual([]);
  });
});
