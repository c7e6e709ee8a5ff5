// The typed HTTP client every app uses (member spec §7): bearer token or public API key,
// page loader unless disabled, a lock that holds other requests during a token refresh,
// and exactly the spec's retry policy.
import type { KyInstance, Options } from 'ky';
import { NON_RETRIED_METHODS, RETRY_STATUS_CODES } from '../constants';
import { PLATFORM_MESSAGES } from '../messages';
import type { EarlyRequest } from './early-request';
import { now } from '../clock';

export interface ApiClientConfig {
  baseUrl: string;
  publicApiKey: string;
  getToken: () => string | null;
  /** Called with +1 when a request that shows the loader starts and -1 when it settles. */
  onLoader?: (delta: 1 | -1) => void;
  /** Told of every failed request before the caller gets the error (the shell ends a session the server ended). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Show the page loader (default true). */
  loader?: boolean;
  /** Hold every other request until this one settles (used by the token refresh). */
  lock?: boolean;
  /** Send the public API key even when signed in. */
  anonymous?: boolean;
  /** Override the number of retries the method would get. */
  retries?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An HTTP failure with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function retriesFor(method: HttpMethod): number {
  return (NON_RETRIED_METHODS as readonly string[]).includes(method) ? 0 : 1;
}

export function isErrorStatus(status: number): boolean {
  return status >= 400 && status <= 599;
}

type KyModule = typeof import('ky');
let kyModule: Promise<KyModule> | undefined;

/**
 * ky loads with the first request, not with the start-up code: the landing page paints from the
 * brand the page server handed over before any request is made. A failed load is tried again.
 */
function loadKy(): Promise<KyModule> {
  kyModule ??= import('ky').catch((error: unknown) => {
    kyModule = undefined;
    throw error;
  });
  return kyModule;
}

/**
 * Fetches the HTTP library ahead of the first request (the shell calls it when a member's session
 * or a routed page will make requests soon), so that request does not wait for it.
 */
export function preloadApiTransport(): void {
  void loadKy().catch(() => undefined);
}

/** Where a request goes and the credentials it carries, for a transport other than ky. */
export interface ApiEndpoint {
  url: string;
  headers: Record<string, string>;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * The URL and the authorization (or public key) header of a request to `path`, once any token
   * refresh in flight has settled: for transports ky cannot serve, such as an XMLHttpRequest
   * upload that reports its progress.
   */
  endpoint(path: string, options?: Pick<RequestOptions, 'anonymous'>): Promise<ApiEndpoint>;
  /** The address of a public file the API serves (no credentials), e.g. the emoji images. */
  publicUrl(path: string): string;
  /** The full URL a GET of `path` with `searchParams` is sent to, as `request` sends it. */
  requestUrl(path: string, searchParams?: RequestOptions['searchParams']): string;
  /**
   * Hands over a GET the page started before the app (the early request, early-request.ts): the
   * first GET to the same URL adopts its answer instead of sending its own, once. A GET to the
   * same path with another query drops it (the member's search changed since it was remembered).
   */
  offerEarlyRequest(early: EarlyRequest): void;
  /**
   * Sends a GET of `url` (a full URL of this API, as `requestUrl` makes it) now, with the member's
   * token, and offers its answer until `until` (the clock's time, ms) as `offerEarlyRequest` does:
   * the shell starts a page's list on the navigation, while the page's code is still on its way.
   * Without a token, or for another origin's URL, nothing is sent and it answers undefined.
   */
  sendEarly(url: string, until: number): Promise<Response> | undefined;
  configure(config: Partial<ApiClientConfig>): void;
}

export function createApiClient(initial: ApiClientConfig): ApiClient {
  let config = initial;
  let kyInstance: Promise<KyInstance> | null = null;
  let lockGate: Promise<void> | null = null;
  let early: EarlyRequest | null = null;

  /** The ky instance for the current configuration, made on first use after each change. */
  function instance(): Promise<KyInstance> {
    const { baseUrl, fetch } = config;
    kyInstance ??= loadKy().then(
      ({ default: ky }) =>
        ky.create({
          prefixUrl: baseUrl,
          fetch,
          timeout: 30_000,
          throwHttpErrors: (status: number) => isErrorStatus(status),
        } as Options),
      (error: unknown) => {
        kyInstance = null;
        throw error;
      },
    );
    return kyInstance;
  }

  async function waitForLocks(): Promise<void> {
    // Wait for every lock in turn: a newer lock may start while an older one settles.
    for (let current = lockGate; current; current = lockGate) await current;
  }

  function authHeaders(anonymous: boolean | undefined): Record<string, string> {
    const token = anonymous ? null : config.getToken();
    return token ? { authorization: `Bearer ${token}` } : { 'x-api-key': config.publicApiKey };
  }

  function requestUrl(path: string, searchParams?: RequestOptions['searchParams']): string {
    const query = new URLSearchParams(stringParams(searchParams)).toString();
    return new URL(`${joinUrl(config.baseUrl, path)}${query ? `?${query}` : ''}`).href;
  }

  /** The early answer for this GET if it is the one the page started (taken once), else undefined. */
  function takeEarlyAnswer(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> | undefined {
    if (!early || method !== 'get' || options.json !== undefined || options.anonymous) return undefined;
    // An answer offered on a navigation is fresh only for a while: a page that never asked leaves it.
    if (early.until !== undefined && now() > early.until) {
      early = null;
      return undefined;
    }
    const url = requestUrl(path, options.searchParams);
    if (url === early.url) {
      const { answer } = early;
      early = null;
      return answer;
    }
    if (new URL(url).pathname === new URL(early.url).pathname) early = null;
    return undefined;
  }

  /** The adopted answer's body, or undefined when it failed or was refused (the caller then sends its own). */
  async function adopt<T>(answer: Promise<Response>, signal: AbortSignal | undefined): Promise<{ value: T } | undefined> {
    try {
      const response = await answer;
      if (signal?.aborted) return undefined;
      if (!response.ok) return undefined;
      const text = await response.text();
      return { value: (text ? JSON.parse(text) : undefined) as T };
    } catch {
      return undefined;
    }
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const earlyAnswer = takeEarlyAnswer(method, path, options);
    if (earlyAnswer) {
      const adopted = await adopt<T>(earlyAnswer, options.signal);
      if (adopted) return adopted.value;
    }
    const { loader = true, lock = false } = options;
    let release: (() => void) | undefined;
    let gate: Promise<void> | undefined;
    if (lock) {
      const previous = lockGate;
      gate = new Promise<void>((resolve) => (release = resolve));
      lockGate = gate;
      if (previous) await previous;
    } else {
      await waitForLocks();
    }
    if (loader) config.onLoader?.(1);
    try {
      const headers: Record<string, string> = { ...options.headers, ...authHeaders(options.anonymous) };
      const send = await instance();
      const response = await send(path.replace(/^\//, ''), {
        method,
        json: options.json,
        searchParams: compactParams(options.searchParams),
        headers,
        signal: options.signal,
        retry: {
          limit: options.retries ?? retriesFor(method),
          methods: ['get', 'put', 'head', 'delete', 'options', 'trace', 'post', 'patch'],
          statusCodes: [...RETRY_STATUS_CODES],
          backoffLimit: 3_000,
        },
      });
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    } catch (error) {
      const failure = await toApiError(error);
      config.onError?.(failure);
      throw failure;
    } finally {
      if (loader) config.onLoader?.(-1);
      if (release) {
        release();
        // Only the newest lock opens the gate; an older one finishing must not let others through.
        if (lockGate === gate) lockGate = null;
      }
    }
  }

  return {
    request,
    async endpoint(path, options = {}) {
      await waitForLocks();
      return { url: joinUrl(config.baseUrl, path), headers: authHeaders(options.anonymous) };
    },
    publicUrl: (path) => joinUrl(config.baseUrl, path),
    requestUrl,
    offerEarlyRequest(next) {
      early = next;
    },
    sendEarly(url, until) {
      if (!config.getToken() || new URL(url).origin !== new URL(config.baseUrl).origin) return undefined;
      const answer = (config.fetch ?? fetch)(url, { headers: authHeaders(false) });
      early = { url, answer, until };
      return answer;
    },
    configure(partial) {
      config = { ...config, ...partial };
      kyInstance = null;
    },
  };
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\//, '')}`;
}

function compactParams(params: RequestOptions['searchParams']): Record<string, string | number | boolean> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  return Object.fromEntries(entries);
}

/** The query as URLSearchParams takes it (ky sends the same): undefined left out, the rest as text. */
function stringParams(params: RequestOptions['searchParams']): Record<string, string> {
  return Object.fromEntries(Object.entries(compactParams(params) ?? {}).map(([key, value]) => [key, String(value)]));
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  const ky = await loadKy().catch(() => null);
  if (ky && error instanceof ky.HTTPError) {
    let body: unknown;
    try {
      body = await error.response.clone().json();
    } catch {
      body = undefined;
    }
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : PLATFORM_MESSAGES.generic;
    return new ApiError(error.response.status, message, body);
  }
  if (error instanceof Error && error.name === 'AbortError') return new ApiError(0, error.message);
  return new ApiError(0, PLATFORM_MESSAGES.generic);
}

/** The client every app shares; the shell configures it at start. */
export const api: ApiClient = createApiClient({ baseUrl: 'http://localhost:4000', publicApiKey: '', getToken: () => null });
