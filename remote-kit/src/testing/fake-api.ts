// A fake of the API behind `api.request`: each route answers from a handler ("GET /match/next"),
// every call is recorded, and an unknown route fails like a 404.
import { vi } from 'vitest';
import { ApiError, api, type HttpMethod, type RequestOptions } from '@heartline/contracts';

export interface FakeCall {
  method: HttpMethod;
  path: string;
  options: RequestOptions;
}

export type FakeHandler = (options: RequestOptions, call: FakeCall) => unknown;

export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const request = vi.spyOn(api, 'request').mockImplementation(async (method: HttpMethod, path: string, options: RequestOptions = {}) => {
    const call = { method, path, options };
    calls.push(call);
    const handler = routes[`${method.toUpperCase()} ${path}`];
    if (!handler) throw new ApiError(404, `no fake route for ${method} ${path}`);
    if (options.signal?.aborted) throw new ApiError(0, 'aborted');
    return handler(options, call);
  });
  return {
    calls,
    request,
    /** The calls made to one route. */
    callsTo: (route: string) => calls.filter((call) => `${call.method.toUpperCase()} ${call.path}` === route),
  };
}

/** A promise settled from the test, to hold an answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
