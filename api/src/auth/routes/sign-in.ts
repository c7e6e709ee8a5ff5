// Member sign-in (auth/member-sign-in.ts), token refresh, logout and autologin links. Anonymous
// unless a route says otherwise (the folder's access).
import { MESSAGES } from '@heartline/contracts/rules';
import {
  autologinQuerySchema,
  autologinResponseSchema,
  refreshRequestSchema,
  signInRequestSchema,
  tokenResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInRateLimit, toTokenResponse } from '../../routes/sign-in';
import { HttpError } from '../../http-error';
import { anonymousSecurity, bearerSecurity, errorResponses } from '../../routes/openapi';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/authenticate',
    {
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['auth'],
        summary: "Member sign-in with username (or the email used on the request's brand) and password",
        security: anonymousSecurity,
        body: signInRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      if (request.caller) throw new HttpError(409, MESSAGES.alreadyLoggedIn);
      const grant = await app.auth.memberSignIn.withPassword(request.body.username, request.body.password, request.headers.origin);
      return toTokenResponse(grant);
    },
  );

  app.patch(
    '/authenticate',
    {
      config: { access: 'bearer' },
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the same session, with a later expiry',
        security: bearerSecurity,
        body: refreshRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const result = await app.sessions.refresh(request.bearerToken ?? '');
      if (result.ok) return toTokenResponse(result.grant);
      if (result.problem === 'invalid') throw new HttpError(401, MESSAGES.invalidCredentials);
      throw new HttpError(403, MESSAGES.sessionExpired);
    },
  );

  app.delete(
    '/authenticate',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the session of the bearer token',
        security: bearerSecurity,
        response: { 204: z.null().describe('The session is revoked'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await app.sessions.revoke(request.caller!.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/autologin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange an autologin link token (or a live password reset token) for an access token, once',
        description:
          "401 'token expired' past its expiry; 401 'invalid credentials' for a token already exchanged; 404 'User not found' when the member is gone; 403 when the account is deactivated.",
        security: anonymousSecurity,
        querystring: autologinQuerySchema,
        response: { 200: autologinResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const grant = await app.auth.memberSignIn.withLinkToken(request.query.token);
      return { accessToken: grant.accessToken, expiresAt: grant.expiresAt * 1000 };
    },
  );
};

export default authRoutes;
