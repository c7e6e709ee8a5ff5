// Issue 22 item 3, the routes the OpenAPI document does not describe: none is left out silently.
// Each is listed with the reason it is not in the document, and each takes hostile paths, queries
// and form fields without a 5xx, within 1 s, and without writing anything when it refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';
import { lastChange, randomAddress, tablesChangedSince, watchTables } from './fuzz-context';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz-routes';
import { hostileText, operationsOf, percentEncode } from './request-generator';
import { scaledLimitMs } from '../helpers/time-scale';

const t = setupTestApp();

/** Every route outside the document, and why. */
const UNDOCUMENTED: Record<string, string> = {
  'GET /media/*': 'files (photos, portraits, uploads), not JSON: fuzzed below by path and query',
  'GET /emoji/64/*': 'the emoji picker’s images: fuzzed below by path',
  'OPTIONS *': 'CORS preflight for every route (plugins/external/cors.ts has its tests)',
  'GET /docs': 'the OpenAPI document’s own pages',
  'GET /docs/static/index.html': 'the OpenAPI document’s own pages',
  'GET /docs/static/swagger-initializer.js': 'the OpenAPI document’s own pages',
  'GET /docs/json': 'the OpenAPI document itself',
  'GET /docs/yaml': 'the OpenAPI document itself',
  'GET /docs/static/*': 'the OpenAPI document’s own pages',
  'GET /sso/verify/': 'single sign-on pages (HTML forms, not JSON): fuzzed below by query and form fields',
  'GET /sso/verify': 'single sign-on pages',
  'POST /sso/verify/sign-in': 'single sign-on pages',
  'GET /sso/verify/create': 'single sign-on pages',
  'POST /sso/verify/create': 'single sign-on pages',
  'POST /sso/verify/consent': 'single sign-on pages',
  'GET /payments/sandbox/challenge/:intentId': "the sandbox bank's 3-D Secure page (HTML, test/checkout/three-d-secure.test.ts)",
  'POST /payments/sandbox/challenge/:intentId': "the sandbox bank's 3-D Secure page",
  'GET /ws/user': 'a websocket upgrade (test/realtime covers its frames and limits)',
  'GET /ws/agent': 'a websocket upgrade (test/realtime covers its frames and limits)',
};

async function check(request: { method: 'GET' | 'POST'; url: string; payload?: string; contentType?: string }): Promise<string[]> {
  const since = await lastChange(t.app);
  const started = performance.now();
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    remoteAddress: randomAddress(),
    headers: { ...anonymous, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${response.statusCode} for ${request.method} ${request.url}`);
  if (performance.now() - started > scaledLimitMs(1_000)) problems.push(`slow: ${request.method} ${request.url}`);
  if (response.statusCode >= 400) {
    const changed = await tablesChangedSince(t.app, since);
    if (changed.length) problems.push(`${request.method} ${request.url} refused but changed ${changed.join(', ')}`);
  }
  return problems;
}

describe('the routes outside the OpenAPI document', () => {
  it('are each listed with the reason, and nothing else is left out', () => {
    const documented = new Set(
      operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]).map(
        (operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const undocumented = t.app
      .routeAccess()
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documented.has(route));
    expect(undocumented.toSorted()).toEqual(Object.keys(UNDOCUMENTED).toSorted());
  });

  it(`take hostile paths, queries and form fields (FUZZ_SEED=${FUZZ_SEED})`, async () => {
    await watchTables(t.app);
    const segment = hostileText.filter((text) => text.length > 0 && text.length < 1_000).map(percentEncode);
    const request = fc.oneof(
      fc.tuple(fc.constantFrom('/media/', '/media/portraits/', '/media/uploads/', '/emoji/64/'), segment).map(([prefix, rest]) => ({
        method: 'GET' as const,
        url: prefix + rest,
      })),
      fc
        .tuple(fc.constantFrom('/sso/verify/', '/sso/verify/create'), segment)
        .map(([path, state]) => ({ method: 'GET' as const, url: `${path}?state=${state}` })),
      fc
        .tuple(
          fc.constantFrom('/sso/verify/sign-in', '/sso/verify/create', '/sso/verify/consent'),
          fc.dictionary(hostileText, hostileText, { maxKeys: 6 }),
        )
        .map(([path, fields]) => ({
          method: 'POST' as const,
          url: path,
          contentType: 'application/x-www-form-urlencoded',
          payload: Object.entries(fields)
            .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
            .join('&'),
        })),
    );
    const problems: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(request, async (sent) => {
          const found = await check(sent);
          problems.push(...found);
          return found.length === 0;
        }),
        { seed: FUZZ_SEED, numRuns: FUZZ_RUNS * 6, endOnFailure: true },
      )
      .catch((error: unknown) => {
        // A failed run is in `problems` already; anything else is the fuzz itself failing.
        if (problems.length === 0) problems.push(`the fuzz itself failed: ${String(error)}`);
      });
    expect(problems).toEqual([]);
  }, 120_000);
});
