// Who is asking, checked on every route before its handler. A route declares its `access`:
//   public     nothing needed (/health, /docs)
//   anonymous  the public API key or a live bearer token
//   member     a live bearer token of a member; `agent` likewise for staff; `session` either
//   bearer     a bearer token must be present; the route judges it (token refresh)
// A route whose folder and itself declare nothing is treated as `member` (route-access.ts):
// forgetting is never an open door.
import { timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller, TokenProblem } from '../../sessions/session-service';
import { HttpError } from '../../http-error';
import { accessOf } from './route-access';

export type { RouteAccess } from './route-access';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member or agent, when the request carries a live bearer token. */
    caller: Caller | null;
    bearerToken: string | null;
  }
}

/** The 401s, in the catalogue's words. */
export const AUTH_MESSAGES = {
  missingCredentials: MESSAGES.missingCredentials,
  signInRequired: MESSAGES.signInRequired,
  invalidApiKey: MESSAGES.invalidApiKey,
  invalidToken: MESSAGES.invalidToken,
} as const;

export function readBearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('bearerToken', null);

    const unauthorized = (problem: TokenProblem | undefined, apiKeyGiven: boolean, needsSession: boolean) => {
      if (problem === 'ended') return new HttpError(401, MESSAGES.sessionExpired);
      if (problem === 'invalid') return new HttpError(401, AUTH_MESSAGES.invalidToken);
      if (needsSession) return new HttpError(401, AUTH_MESSAGES.signInRequired);
      return new HttpError(401, apiKeyGiven ? AUTH_MESSAGES.invalidApiKey : AUTH_MESSAGES.missingCredentials);
    };

    app.addHook('onRequest', async (request) => {
      // Unknown URLs answer 404 whoever asks.
      if (request.is404) return;
      const access = accessOf(request.routeOptions.config);
      if (access === 'public') return;

      const token = readBearerToken(request);
      request.bearerToken = token;
      if (access === 'bearer') {
        if (!token) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
        return;
      }

      let problem: TokenProblem | undefined;
      if (token) {
        const resolution = await app.sessions.resolve(token);
        if (resolution.ok) request.caller = resolution.caller;
        else problem = resolution.problem;
      }
      const apiKey = request.headers['x-api-key'];
      const apiKeyGiven = typeof apiKey === 'string' && apiKey.length > 0;

      if (access === 'anonymous') {
        if (request.caller) return;
        if (apiKeyGiven && sameText(apiKey, app.config.publicApiKey)) return;
        throw unauthorized(problem, apiKeyGiven, false);
      }
      const caller = request.caller;
      if (!caller) throw unauthorized(problem, apiKeyGiven, true);
      if ((access === 'member' || access === 'agent') && caller.kind !== access) throw new HttpError(403, MESSAGES.forbidden);
    });
  },
  { name: 'auth', dependencies: ['sessions'] },
);
