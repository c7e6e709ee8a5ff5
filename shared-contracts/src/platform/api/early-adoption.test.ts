import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A client whose own requests are recorded and answered with `{ from: 'own' }`. */
function client() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return jsonResponse(200, { from: 'own' });
  });
  const api = createApiClient({
    baseUrl: 'http://api.test',
    publicApiKey: 'public-key',
    getToken: () => 'member-token',
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
