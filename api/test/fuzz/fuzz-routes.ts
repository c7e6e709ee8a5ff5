// The fuzz run shared by the suite's files: every operation of the OpenAPI document, as every
// caller, with requests fast-check makes from its schemas (request-generator.ts). Each request
// must be answered without a 5xx within 1 s; a refused one (4xx) must change no table and say why
// in a sentence of the catalogue. Seeded (FUZZ_SEED) and bounded (FUZZ_RUNS per operation): a
// failure names the seed, the operation and the request that reproduce it.
import { isCatalogueSentence } from '@heartline/contracts/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type Caller, callers, lastChange, randomAddress, realIds, tablesChangedSince, watchTables } from './fuzz-context';
import { scaledLimitMs } from '../helpers/time-scale';
import { type BodyCase, bodyCase, type Operation, operationsOf, pathValue, photoForm, queryCase } from './request-generator';

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** 1 s, longer on a slower machine (helpers/time-scale.ts). */
const ANSWER_BUDGET_MS = scaledLimitMs(1_000);

/**
 * The fuzzed app's options. GET /health is fuzzed like every route, and it says 503 'stalled' for 10 s
 * after the loop was held 1 s. Here the loop is the test process's: vitest loads modules on first
 * use and the suite's set-up signs members up and uploads photos on it. A first sign-up holds it
 * about 120 ms on a quiet machine, and a loaded CI machine once stretched a hold past the second
 * (CI, 2026-11-30), so /health answered 503 without any route being slow. The stall threshold
 * is raised to 5 s here; every request must still be answered within ANSWER_BUDGET_MS. The
 * detector itself has its own tests (api/test/health).
 */
export const FUZZED_APP = { config: { eventLoopStallMs: 5_000 } };

/** Requests whose success ends the caller's session: the caller signs in again after one. */
const ENDS_THE_SESSION = new Set(['DELETE /authenticate', 'PATCH /authenticate', 'PATCH /user/{id}/password', 'DELETE /user/{id}']);

export interface FuzzRequest {
  caller: Caller;
  url: string;
  body: BodyCase | undefined;
}

export interface Finding {
  operation: string;
  problem: string;
  request: string;
}

/** The routes that take photos (multipart): a real photo in a form reaches past their checks. */
const PHOTO_UPLOADS: Record<string, Record<string, string>> = {
  'POST /user/upload': { type: 'others' },
  'POST /conversation/{id}/attachment': {},
};
const messageKey = fc.stringMatching(/^[A-Za-z0-9_-]{16}$/);

/** Valid bodies of the operations that do something, for the fuzz to start from. */
function examplesOf(operation: Operation, ids: (path: string, parameter: string) => string[]): fc.Arbitrary<unknown>[] {
  const profileId = fc.constantFrom(...ids('/profile/{id}', 'id'));
  switch (`${operation.method} ${operation.path}`) {
    case 'POST /match/swipe':
      return [fc.record({ toUserId: profileId, actionType: fc.constantFrom('like', 'dislike') })];
    case 'POST /conversation/{id}':
    case 'POST /conversation/{id}/message':
      return [fc.record({ key: messageKey, profileId, message: fc.constantFrom('Hello there', 'Are you free on Friday?') })];
    case 'PATCH /conversation/{id}':
      return [fc.record({ archived: fc.boolean() })];
    case 'POST /conversation/{id}/meet-up':
      return [
        fc.record({
          meetDate: fc.constant('2031-05-04T18:30:00.000Z'),
          location: fc.constant('The park'),
          description: fc.constant('Coffee'),
        }),
      ];
    case 'PATCH /user/{id}':
      return [
        fc.record({ favourite: fc.record({ profileId, value: fc.boolean() }) }),
        fc.constant({ location: { country: 'IE', city: 'Cork', state: 'Munster' } }),
      ];
    case 'PATCH /user/{id}/notifications':
      return [fc.record({ notifyByEmail: fc.boolean() })];
    case 'POST /authenticate':
      return [fc.constant({ username: 'demo', password: 'not-the-password' })];
    case 'POST /forgot-password':
      return [fc.constant({ email: 'demo@heartline.example' })];
    case 'POST /customer-support':
      return [fc.constant({ name: 'Ann', subject: 'general-inquiries', email: 'ann@example.com', message: 'Where is my receipt?' })];
    default:
      return [];
  }
}

function requestArbitrary(
  operation: Operation,
  everyone: Caller[],
  ids: (path: string, parameter: string) => string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(ids(operation.path, parameter.name))))
    .map((values) => pathParameters.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, values[index]!), operation.path));
  const sendsBody = operation.body !== undefined || ['POST', 'PATCH', 'PUT', 'DELETE'].includes(operation.method);
  const photoFields = PHOTO_UPLOADS[`${operation.method} ${operation.path}`];
  const body: fc.Arbitrary<BodyCase | undefined> = operation.body
    ? bodyCase(operation.body, examplesOf(operation, ids))
    : photoFields
      ? fc.oneof(fc.option(bodyCase({}), { nil: undefined }), fc.constant(photoForm(photoFields)))
      : sendsBody
        ? fc.option(bodyCase({}), { nil: undefined })
        : fc.constant(undefined);
  return fc.record({
    caller: fc.constantFrom(...everyone),
    url: fc.tuple(path, queryCase(operation.parameters)).map(([p, q]) => p + q),
    body,
  });
}

function describeRequest(operation: Operation, request: FuzzRequest): string {
  const body = request.body
    ? ` ${request.body.contentType} (${request.body.kind}) ${typeof request.body.text === 'string' ? request.body.text.slice(0, 300) : `${request.body.text.length} bytes`}`
    : '';
  return `${operation.method} ${request.url.slice(0, 300)} as ${request.caller.name}${body}`;
}

/** Why the answer to a refused request is not in the catalogue's words, or undefined when it is. */
function notInCatalogue(body: string): string | undefined {
  let answer: { message?: unknown; fields?: Record<string, unknown> };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return `not JSON: ${body.slice(0, 120)}`;
  }
  const message = typeof answer.message === 'string' ? answer.message : '';
  // A 400 names its field first ('email: please enter a valid email address').
  const sentences = answer.fields ? Object.values(answer.fields).map(String) : [message.replace(/^[^:]+: (?=\S)/, '')];
  const stray = sentences.filter((sentence) => !isCatalogueSentence(sentence) && !isCatalogueSentence(message));
  return stray.length ? `not a catalogue sentence: ${JSON.stringify(stray)}` : undefined;
}

async function send(app: FastifyInstance, operation: Operation, request: FuzzRequest): Promise<string[]> {
  const since = await lastChange(app);
  const started = performance.now();
  const response = await app.inject({
    method: operation.method as 'GET',
    url: request.url,
    remoteAddress: randomAddress(),
    headers: { ...request.caller.headers(), ...(request.body ? { 'content-type': request.body.contentType } : {}) },
    ...(request.body ? { payload: request.body.text } : {}),
  });
  const elapsed = performance.now() - started;
  if (response.statusCode < 300) reachedPastTheChecks.add(`${operation.method} ${operation.path}`);
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${response.statusCode}: ${response.body.slice(0, 200)}`);
  if (elapsed > ANSWER_BUDGET_MS) problems.push(`answered after ${Math.round(elapsed)} ms`);
  if (response.statusCode >= 400 && response.statusCode < 500) {
    const changed = await tablesChangedSince(app, since);
    if (changed.length) problems.push(`refused (${response.statusCode}) but changed ${changed.join(', ')}`);
    // The developer's outbox pages (only while mail goes to the local outbox, never in
    // production) answer as pages or raw mail, their refusals too.
    const developerPage = operation.path.startsWith('/dev/') && !String(response.headers['content-type']).includes('json');
    const words = developerPage ? undefined : notInCatalogue(response.body);
    if (words) problems.push(`${response.statusCode} ${words}`);
  }
  if (response.statusCode < 300 && ENDS_THE_SESSION.has(`${operation.method} ${operation.path}`)) await request.caller.renew();
  return problems;
}

/** The operations that answered a fuzzed request with success: proof the fuzz reaches past the checks. */
export const reachedPastTheChecks = new Set<string>();

export interface FuzzSuite {
  operations: Operation[];
  run(operation: Operation, seed: number): Promise<Finding[]>;
}

/** Prepares the app (triggers, callers, ids) and answers a runner for each operation. */
export async function prepareFuzz(app: FastifyInstance): Promise<FuzzSuite> {
  await watchTables(app);
  const everyone = await callers(app);
  const ids = await realIds(app, everyone[1]!, everyone[2]!);
  const operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
  return {
    operations,
    async run(operation, seed) {
      const findings: Finding[] = [];
      const name = `${operation.method} ${operation.path}`;
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(operation, everyone, ids), async (request) => {
            const problems = await send(app, operation, request);
            for (const problem of problems) findings.push({ operation: name, problem, request: describeRequest(operation, request) });
            return problems.length === 0;
          }),
          { seed, numRuns: FUZZ_RUNS, endOnFailure: true },
        )
        .catch(() => undefined); // every problem is in `findings`, with its request; fast-check's shrinking is not needed
      return findings;
    },
  };
}

/** The seed of one operation: the suite's seed and the operation's name, so one can be rerun alone. */
export function seedOf(operation: Operation): number {
  let hash = FUZZ_SEED;
  for (const char of `${operation.method} ${operation.path}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
