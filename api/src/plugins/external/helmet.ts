// Security headers on every answer, by helmet (the library that decides their values), built
// once at start-up. @fastify/helmet 13 calls `helmet(options)` again on every request, in two
// async hooks, parsing the content security policy's directives each time: that halved the rate
// of a bare /health (33,900 -> 15,700 req/s on this repository's 2-core machine; the same
// middleware built once: 34,100). The headers are set on the raw answer as @fastify/helmet
// sets them, so a route's own value (`reply.header`, written by writeHead) still wins: media and
// emoji images lift the same-site resource policy, /docs, the SSO page and the outbox set their
// own content security policy.
import fp from 'fastify-plugin';
import helmet from 'helmet';

const HELMET_OPTIONS = {
  // Locally the API is plain http on localhost; upgrading its requests to https would break /docs.
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  // The front ends live on other ports of the same host (same site) and load API resources.
  crossOriginResourcePolicy: { policy: 'same-site' },
} satisfies Parameters<typeof helmet>[0];

export default fp(
  async (app) => {
    const setSecurityHeaders = helmet(HELMET_OPTIONS);
    // Helmet checks its options when built (above) and throws there; a built middleware only
    // sets headers and calls `next` without an error.
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet' },
);
