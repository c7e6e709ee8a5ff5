// A fake of the API at the network (MSW): the app's real client sends real requests (its retries,
// the token lock, the error mapping all run), and each route answers from a test's handler
// ("GET /match/next"). Every answer is checked against the contracts: it is parsed by the schema the
// API answers that route with (API_ANSWERS, held to the API by api/test/contracts), so a fake that
// drifts from what the API sends fails its test, as does a fake of a route the API does not have.
// A handler throws an ApiError to answer an error (the API's error answer with its status and
// message, plus the error's body: a code, fields), or anything else for a network failure; every call is recorded with its JSON body and query.
import { STATUS_CODES } from 'node:http';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, type HttpMethod } from '@heartline/contracts';
import { API_ANSWERS, apiRouteOf } from '@heartline/contracts/testing';
import { errorResponseSchema } from '@heartline/contracts/schemas';

export interface FakeRequest {
  /** The JSON body as sent, if any. */
  json?: unknown;
  /** A multipart form as sent: each field's text, or a file's name and type (`file:me.jpg image/jpeg`). */
  form?: Record<string, string>;
  /** The query as sent: every value a string, as on the wire. */
  searchParams: Record<string, string>;
  headers: Record<string, string>;
}

export interface FakeCall {
  method: HttpMethod;
  path: string;
  options: FakeRequest;
}

export type FakeHandler = (options: FakeRequest, call: FakeCall) => unknown;

/** Answers no test asked for: the first one found fails the test after it (setup.ts). */
const drifts: string[] = [];

/** The drifts seen since the last call: fake answers the contracts refuse. */
export function takeDrifts(): string[] {
  return drifts.splice(0);
}

/**
 * The API's CORS, as the browser (happy-dom) checks it: the app's origin is another than the API's,
 * so each request is preflighted and each answer must name the origin.
 */
function corsHeaders(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.get('origin') ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
  };
}

function withCors(request: Request, response: Response): Response {
  for (const [name, value] of Object.entries(corsHeaders(request))) response.headers.set(name, value);
  return response;
}

const preflight = http.options('*', ({ request }) => new HttpResponse(null, { status: 204, headers: corsHeaders(request) }));

/** A request no test faked fails loudly, with a status no client retries. */
const unexpected = http.all('*', ({ request }) => {
  const url = new URL(request.url);
  const message = `unexpected request in a test: ${request.method.toLowerCase()} ${url.pathname}`;
  return withCors(request, HttpResponse.json({ message }, { status: 418 }));
});

/** The one fake network of a test file, listening from the file's first test (setup.ts). */
export const fakeNetwork = setupServer(preflight, unexpected);

async function readRequest(request: Request): Promise<FakeRequest> {
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers.entries());
  const type = request.headers.get('content-type') ?? '';
  const searchParams = Object.fromEntries(url.searchParams);
  if (type.includes('multipart/form-data')) {
    const form: Record<string, string> = {};
    for (const [name, value] of await request.formData())
      form[name] = typeof value === 'string' ? value : `file:${value.name} ${value.type}`;
    return { form, searchParams, headers };
  }
  const text = type.includes('json') ? await request.text() : '';
  return { json: text ? (JSON.parse(text) as unknown) : undefined, searchParams, headers };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
}

/** The answer a handler's value becomes, once the contracts have read it. */
function answerWith(route: string, value: unknown): Response {
  const answer = API_ANSWERS[route]!;
  if (!answer.schema) {
    if (!isEmpty(value)) drifts.push(`${route} answers no body, but the fake answered ${JSON.stringify(value)}`);
    return new HttpResponse(null, { status: answer.status });
  }
  const parsed = answer.schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
    drifts.push(`the fake answer of ${route} does not match the contract: ${issues}`);
    return HttpResponse.json({ message: `fake answer drifted from the contract (${route})` }, { status: 500 });
  }
  // What the API would send: the schema's output, keys the contract does not know left out.
  return HttpResponse.json(parsed.data as Record<string, unknown>, { status: answer.status });
}

function failWith(route: string, error: unknown): Response {
  // Anything but an ApiError with a status is the network failing: the fetch rejects.
  if (!(error instanceof ApiError) || error.status === 0) return HttpResponse.error();
  // The API's error answer: its status and reason, the message, and what the test adds (a code, fields).
  const body = {
    statusCode: error.status,
    error: STATUS_CODES[error.status] ?? 'Error',
    ...(error.body && typeof error.body === 'object' ? error.body : {}),
    message: error.message,
  };
  if (!errorResponseSchema.safeParse(body).success)
    drifts.push(`the fake error of ${route} is not an error answer: ${JSON.stringify(body)}`);
  return HttpResponse.json(body, { status: error.status });
}

export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  for (const route of Object.keys(routes)) {
    const [method = '', path = ''] = route.split(' ');
    const apiRoute = apiRouteOf(method, path);
    if (!apiRoute) throw new Error(`fakeApi: the API has no route ${route} (shared-contracts/src/testing/api-answers.ts lists them)`);
  }
  fakeNetwork.use(
    preflight,
    http.all('*', async ({ request }) => withCors(request, await answer(request))),
  );
  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toLowerCase() as HttpMethod;
    const call: FakeCall = { method, path: url.pathname, options: await readRequest(request) };
    calls.push(call);
    const handler = routes[`${request.method} ${url.pathname}`];
    const route = apiRouteOf(request.method, url.pathname);
    if (!handler || !route) return HttpResponse.json({ message: `no fake route for ${method} ${url.pathname}` }, { status: 404 });
    try {
      return answerWith(route, await handler(call.options, call));
    } catch (error) {
      return failWith(route, error);
    }
  }
  return {
    calls,
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
