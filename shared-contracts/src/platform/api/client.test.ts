import { describe, expect, it, vi } from 'vitest';
import { PLATFORM_MESSAGES } from '../messages';
import { ApiError, createApiClient, retriesFor, type ApiClientConfig } from './client';

type Reply = { status: number; body?: unknown } | Error | (() => Promise<Response>);

/**
 * A fetch that answers the queued replies in order (200 {} once they run out) and records each
 * request, and its body as text (ky cancels the request body once the call settles).
 */
function fakeFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = vi.fn(async (input: Request): Promise<Response> => {
    requests.push(input);
    bodies.push(await input.clone().text());
    const reply = replies.shift() ?? { status: 200, body: {} };
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return reply();
    return jsonResponse(reply.status, reply.body);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, bodies };
}

function jsonResponse(status: number, body?: unknown): Response {
  const hasBody = body !== undefined && status !== 204;
  return new Response(hasBody ? JSON.stringify(body) : null, { status, headers: hasBody ? { 'content-type': 'application/json' } : {} });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({ baseUrl: 'http://api.test', publicApiKey: 'public-key', getToken: () => null, fetch, ...overrides });
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('authentication headers', () => {
  it('sends the bearer token when signed in', async () => {
    const { fetch, requests } = fakeFetch({ status: 200, body: { ok: true } });
    await client(fetch, { getToken: () => 'member-token' }).request('get', '/user/1');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer member-token');
    expect(requests[0]?.headers.get('x-api-key')).toBeNull();
  });

  it('sends the public x-api-key when signed out', async () => {
    const { fetch, requests } = fakeFetch({ status: 200, body: {} });
    await client(fetch).request('get', '/brand');
    expect(requests[0]?.headers.get('x-api-key')).toBe('public-key');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('sends the x-api-key for an anonymous request even when signed in', async () => {
    const { fetch, requests } = fakeFetch({ status: 200, body: {} });
    await client(fetch, { getToken: () => 'member-token' }).request('get', '/brands', { anonymous: true });
    expect(requests[0]?.headers.get('x-api-key')).toBe('public-key');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('requests and answers', () => {
  it('joins the path to the base URL, drops undefined query values and sends the JSON body', async () => {
    const { fetch, requests, bodies } = fakeFetch({ status: 200, body: { ticketNumber: '100001' } });
    const answer = await client(fetch).request<{ ticketNumber: string }>('post', '/customer-support', {
      json: { name: 'Anna' },
      searchParams: { form_type: 'affiliate', page: undefined },
    });
    expect(answer).toEqual({ ticketNumber: '100001' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://api.test/customer-support?form_type=affiliate');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ name: 'Anna' });
  });

  it('answers undefined for 204 No Content and for an empty body', async () => {
    const { fetch } = fakeFetch({ status: 204 }, { status: 200 });
    const api = client(fetch);
    await expect(api.request('delete', '/authenticate')).resolves.toBeUndefined();
    await expect(api.request('get', '/empty')).resolves.toBeUndefined();
  });
});

describe('retry policy', () => {
  it('retries GET and other safe methods once, and never POST, PATCH, PUT or DELETE by default', () => {
    expect(retriesFor('get')).toBe(1);
    expect(['post', 'patch', 'put', 'delete'].map((method) => retriesFor(method as 'post'))).toEqual([0, 0, 0, 0]);
  });

  it('retries a GET once on 503', async () => {
    const { fetch, requests } = fakeFetch({ status: 503 }, { status: 200, body: { id: '1' } });
    await expect(client(fetch).request('get', '/user/1')).resolves.toEqual({ id: '1' });
    expect(requests).toHaveLength(2);
  });

  it('gives up after one retry when a GET keeps answering 503', async () => {
    const { fetch, requests } = fakeFetch({ status: 503 }, { status: 503, body: { message: 'Down for maintenance' } });
    await expect(client(fetch).request('get', '/user/1')).rejects.toMatchObject({ status: 503, message: 'Down for maintenance' });
    expect(requests).toHaveLength(2);
  });

  it('does not retry a GET on 404', async () => {
    const { fetch, requests } = fakeFetch({ status: 404, body: { message: 'Not found' } });
    await expect(client(fetch).request('get', '/user/404')).rejects.toMatchObject({ status: 404 });
    expect(requests).toHaveLength(1);
  });

  it('does not retry a POST on 503', async () => {
    const { fetch, requests } = fakeFetch({ status: 503 }, { status: 200, body: {} });
    await expect(client(fetch).request('post', '/orders', { json: {} })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('retries a POST when the caller asks for it', async () => {
    const { fetch, requests } = fakeFetch({ status: 503 }, { status: 200, body: { ok: true } });
    await expect(client(fetch).request('post', '/orders', { json: {}, retries: 1 })).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });
});

describe('errors', () => {
  it.each([400, 401, 409, 422, 500, 599])('throws an ApiError carrying the server message on %i', async (status) => {
    const { fetch } = fakeFetch({ status, body: { statusCode: status, error: 'Error', message: 'Invalid email' } });
    const failure = await client(fetch)
      .request('post', '/users', { json: {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, message: 'Invalid email', body: { statusCode: status, message: 'Invalid email' } });
  });

  it('falls back to the generic message when the server sends none', async () => {
    const { fetch } = fakeFetch({ status: 500 });
    await expect(client(fetch).request('post', '/users', { json: {} })).rejects.toMatchObject({
      status: 500,
      message: PLATFORM_MESSAGES.generic,
    });
  });

  it('turns a network failure into an ApiError with status 0 and the generic message', async () => {
    const { fetch } = fakeFetch(new TypeError('fetch failed'), new TypeError('fetch failed'));
    await expect(client(fetch).request('post', '/users', { json: {} })).rejects.toMatchObject({
      status: 0,
      message: PLATFORM_MESSAGES.generic,
    });
  });
});

describe('page loader', () => {
  it('counts +1 when a request starts and -1 when it settles', async () => {
    const onLoader = vi.fn();
    const { fetch } = fakeFetch({ status: 200, body: {} });
    await client(fetch, { onLoader }).request('get', '/brand');
    expect(onLoader.mock.calls).toEqual([[1], [-1]]);
  });

  it('counts -1 also when the request fails', async () => {
    const onLoader = vi.fn();
    const { fetch } = fakeFetch({ status: 404 });
    await client(fetch, { onLoader })
      .request('get', '/missing')
      .catch(() => undefined);
    expect(onLoader.mock.calls).toEqual([[1], [-1]]);
  });

  it('does not touch the loader for a request with loader: false', async () => {
    const onLoader = vi.fn();
    const { fetch } = fakeFetch({ status: 200, body: {} });
    await client(fetch, { onLoader }).request('patch', '/authenticate', { loader: false });
    expect(onLoader).not.toHaveBeenCalled();
  });
});

describe('lock', () => {
  it('holds other requests until a lock: true request settles', async () => {
    const refresh = deferred<Response>();
    const { fetch, requests } = fakeFetch(() => refresh.promise, { status: 200, body: { id: '1' } });
    const api = client(fetch);

    const refreshing = api.request('patch', '/authenticate', { lock: true, loader: false });
    const waiting = api.request('get', '/user/1');
    await settle();
    expect(requests.map((request) => request.method)).toEqual(['PATCH']);

    refresh.resolve(jsonResponse(200, { access_token: 'new' }));
    await expect(refreshing).resolves.toEqual({ access_token: 'new' });
    await expect(waiting).resolves.toEqual({ id: '1' });
    expect(requests.map((request) => request.method)).toEqual(['PATCH', 'GET']);
  });

  it('releases the held requests when the locked request fails', async () => {
    const refresh = deferred<Response>();
    const { fetch, requests } = fakeFetch(() => refresh.promise, { status: 200, body: {} });
    const api = client(fetch);

    const refreshing = api.request('patch', '/authenticate', { lock: true }).catch((error: unknown) => error);
    const waiting = api.request('get', '/user/1');
    await settle();
    refresh.resolve(jsonResponse(403, { message: 'token expired' }));
    expect(await refreshing).toMatchObject({ status: 403, message: 'token expired' });
    await expect(waiting).resolves.toEqual({});
    expect(requests).toHaveLength(2);
  });

  it('reads the token after the lock, so held requests carry the refreshed token', async () => {
    let token = 'old';
    const refresh = deferred<Response>();
    const { fetch, requests } = fakeFetch(() => refresh.promise, { status: 200, body: {} });
    const api = client(fetch, { getToken: () => token });

    const refreshing = api.request('patch', '/authenticate', { lock: true });
    const waiting = api.request('get', '/user/1');
    await settle();
    token = 'new';
    refresh.resolve(jsonResponse(200, {}));
    await Promise.all([refreshing, waiting]);
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer new');
  });

  // Overlapping locks: the first to settle must not open the gate the second still holds.
  it('keeps holding requests while a second, overlapping lock request is in flight', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const { fetch, requests } = fakeFetch(
      () => first.promise,
      () => second.promise,
      { status: 200, body: {} },
    );
    const api = client(fetch);

    const lockA = api.request('patch', '/authenticate', { lock: true });
    const lockB = api.request('patch', '/authenticate', { lock: true });
    await settle();
    first.resolve(jsonResponse(200, {}));
    await lockA;
    await settle();
    const later = api.request('get', '/user/1');
    await settle();
    expect(requests.map((request) => request.method)).toEqual(['PATCH', 'PATCH']);

    second.resolve(jsonResponse(200, {}));
    await Promise.all([lockB, later]);
  });
});

describe('onError', () => {
  it('tells the configured listener of a failed request, with the server status and message, before the caller', async () => {
    const seen: string[] = [];
    const onError = vi.fn((error: ApiError) => seen.push(`listener ${error.status} ${error.message}`));
    const { fetch } = fakeFetch({ status: 401, body: { message: PLATFORM_MESSAGES.signInRequired } });
    await client(fetch, { onError })
      .request('get', '/user/1')
      .catch((error: ApiError) => seen.push(`caller ${error.status}`));
    expect(seen).toEqual([`listener 401 ${PLATFORM_MESSAGES.signInRequired}`, 'caller 401']);
  });

  it('is not called for a request that succeeds', async () => {
    const onError = vi.fn();
    const { fetch } = fakeFetch({ status: 200, body: {} });
    await client(fetch, { onError }).request('get', '/user/1');
    expect(onError).not.toHaveBeenCalled();
  });
});
