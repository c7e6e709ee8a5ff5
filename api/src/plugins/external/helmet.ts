// Security headers on every answer, by helmet (the library that decides their values), read once
// at start-up. @fastify/helmet 13 calls `helmet(options)` again on every request, in two async
// hooks, parsing the content security policy's directives each time: that halved the rate of a
// bare /health (33,900 -> 15,700 req/s on this repository's 2-core machine; the same middleware
// built once: 34,100). Built once, it still ran a chain of a dozen middlewares per request, each
// calling the next, to set the same values every time (our options have no per-request part, no
// nonce). So the middleware runs once, against a recording answer, and each request gets what it
// recorded: the same headers, set on the raw answer in the same order, as @fastify/helmet sets
// them, so a route's own value (`reply.header`, written by writeHead) still wins: media and emoji
// images lift the same-site resource policy, /docs, the SSO page and the outbox set their own
// content security policy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HELMET_OPTIONS = {
  // Locally the API is plain http on localhost; upgrading its requests to https would break /docs.
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  // The front ends live on other ports of the same host (same site) and load API resources.
  crossOriginResourcePolicy: { policy: 'same-site' },
} satisfies Parameters<typeof helmet>[0];

/** What helmet does to an answer: headers it sets, and headers it removes (X-Powered-By). */
interface SecurityHeaders {
  set: [name: string, value: string | string[]][];
  removed: string[];
}

/**
 * Runs helmet's middleware once against an answer that records what is done to it. Helmet checks
 * its options when built and throws there; a built middleware only sets and removes headers and
 * calls `next` at once, without an error (checked: anything else fails the start).
 */
function recordSecurityHeaders(): SecurityHeaders {
  const recorded: SecurityHeaders = { set: [], removed: [] };
  const answer = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set.push([name, typeof value === 'number' ? String(value) : Array.isArray(value) ? [...value] : (value as string)]);
      return answer;
    },
    removeHeader(name: string) {
      recorded.removed.push(name);
    },
  };
  let done = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, answer as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish at once: its headers cannot be recorded');
  return recorded;
}

export default fp(
  async (app) => {
    const { set, removed } = recordSecurityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      const raw = reply.raw;
      for (const name of removed) raw.removeHeader(name);
      for (const [name, value] of set) raw.setHeader(name, value);
      done();
    });
  },
  { name: 'helmet' },
);
