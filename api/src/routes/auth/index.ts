// Member sign-in, token refresh, logout and autologin links.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  autologinQuerySchema,
  autologinResponseSchema,
  refreshRequestSchema,
  signInRequestSchema,
  tokenResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { checkLiveResetToken } from '../../accounts/password-reset';
import { checkAutologinToken, linkTokenSpendKey, type AutologinCheck } from '../../auth/autologin-tokens';
import { verifyPassword } from '../../auth/passwords';
import { signInRateLimit, toTokenResponse } from '../../auth/sign-in';
import { originHostname } from '../../brand-domains';
import { HttpError } from '../../http-error';
import type { Credentials } from '../../repositories/users';
import { anonymousSecurity, bearerSecurity, errorResponses } from '../openapi';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { spentTokens, users } = app.repositories;

  /** An autologin token, or the token of a password reset link (that link signs the member in too). */
  async function linkTokenCheck(token: string): Promise<AutologinCheck> {
    const autologin = await checkAutologinToken(token, app.config.jwtSecret, app.clock());
    if (autologin.status !== 'invalid') return autologin;
    const reset = await checkLiveResetToken(app, token);
    if (reset.status === 'live') return { status: 'valid', userId: reset.claims.userId };
    if (reset.status === 'expired') return { status: 'expired' };
    // A reset link of a member since deleted or deactivated: the route answers 404 or 403 for it.
    if (reset.status === 'member-gone' || reset.status === 'deactivated') return { status: 'valid', userId: reset.userId };
    return { status: 'invalid' };
  }

  /**
   * The field says "Username or email": a username (unique across brands) first, as ever; else,
   * for something shaped like an address, the member with that email on the brand asking (an
   * address may be used once on each brand).
   */
  async function findCredentials(request: FastifyRequest, usernameOrEmail: string): Promise<Credentials | null> {
    const byUsername = await users.findCredentials(usernameOrEmail);
    if (byUsername || !usernameOrEmail.includes('@')) return byUsername;
    const brandId = await app.repositories.brands.resolveBrandId(originHostname(request.headers.origin) ?? undefined);
    return brandId === null ? null : users.findCredentialsByEmail(brandId, usernameOrEmail);
  }

  app.post(
    '/authenticate',
    {
      config: { access: 'anonymous', rateLimit: signInRateLimit(app.config) },
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
      const { username, password } = request.body;
      const credentials = await findCredentials(request, username);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) {
        throw new HttpError(401, MESSAGES.invalidCredentials);
      }
      // Said only to whoever knows the password, so it reveals nothing to a guesser.
      if (credentials.deactivatedAt) throw new HttpError(403, MESSAGES.accountIsDeactivated);
      const grant = await app.sessionService.open({ kind: 'member', id: credentials.id, role: 'member' });
      await users.recordSignIn(credentials.id, app.clock());
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
      const result = await app.sessionService.refresh(request.bearerToken ?? '');
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
      await app.sessionService.revoke(request.caller!.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/autologin',
    {
      config: { access: 'anonymous' },
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
      const check = await linkTokenCheck(request.query.token);
      if (check.status === 'expired') throw new HttpError(401, MESSAGES.tokenExpired);
      if (check.status === 'invalid') throw new HttpError(401, MESSAGES.invalidCredentials);
      const account = await users.findAccount(check.userId);
      if (!account) throw new HttpError(404, MESSAGES.userNotFound);
      if (account.deactivatedAt) throw new HttpError(403, MESSAGES.accountIsDeactivated);
      // A link opens one session: spending is one insert, so of parallel exchanges exactly one wins.
      const expiresAt = new Date((decodeJwt(request.query.token).exp ?? 0) * 1000);
      if (!(await spentTokens.spend(linkTokenSpendKey(request.query.token), expiresAt))) throw new HttpError(401, MESSAGES.invalidCredentials);
      const grant = await app.sessionService.open({ kind: 'member', id: check.userId, role: 'member' });
      await users.recordSignIn(check.userId, app.clock());
      return { accessToken: grant.accessToken, expiresAt: grant.expiresAt * 1000 };
    },
  );
};

export default authRoutes;
