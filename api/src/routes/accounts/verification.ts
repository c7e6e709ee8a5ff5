// Email verification: the link in the email (a browser navigation answered with a redirect to the
// shell), the verify page's status and resend, and the 6-digit code as PATCH /user/{id}/is-doi.
import { MESSAGES, RESEND_EMAIL_COOLDOWN_MS } from '@heartline/contracts/rules';
import {
  isDoiRequestSchema,
  resendEmailRequestSchema,
  resendEmailResponseSchema,
  userSchema,
  verificationStatusSchema,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertRegistrableEmail, parseBodyWithEmail } from '../../accounts/email-policy';
import { brandById } from '../../accounts/request-brand';
import { defaultBrandOrigin, returnOriginFor } from '../../accounts/return-origin';
import { VERIFY_EMAIL_PATH, sendVerificationEmail } from '../../accounts/send-verification';
import { sameAddress, verificationLinkOutcome } from '../../accounts/verification-outcome';
import { hashVerificationCode, hashVerificationToken, sameDigest, verificationRowId } from '../../accounts/verification-secrets';
import { AUTOLOGIN_REDIRECT_TTL_SECONDS, signAutologinToken } from '../../auth/autologin-tokens';
import { signInRateLimit } from '../../auth/sign-in';
import { HttpError } from '../../http-error';
import type { MemberAccount } from '../../repositories/users';
import { validatorCompilerExceptBody } from '../../plugins/external/zod';
import { mediaUrlFor, ownUserId } from '../member-context';
import { bearerSecurity, errorResponses, idParamsSchema } from '../openapi';

// The link in an email: mail services may add their own query keys, which change nothing here.
const verifyEmailQuerySchema = z.looseObject({ token: z.string().max(200).optional() });

/** `<origin>/path?query`: where the shell takes over. */
function shellUrl(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailVerifications, users, brands } = app.repositories;

  async function memberAccount(request: FastifyRequest): Promise<MemberAccount> {
    const account = request.caller ? await users.findAccount(request.caller.subjectId) : null;
    if (!account) throw new HttpError(401, MESSAGES.sessionExpired);
    return account;
  }

  function nextResendAt(account: Pick<MemberAccount, 'verificationSentAt'>): number {
    return account.verificationSentAt ? account.verificationSentAt.getTime() + RESEND_EMAIL_COOLDOWN_MS : app.clock().getTime();
  }

  async function confirmAddress(memberId: number): Promise<void> {
    await users.markEmailValidated(memberId, app.clock());
    app.domainEvents.emit('member.updated', { memberId, emailValidated: true });
  }

  async function firstBrandOrigin(): Promise<string> {
    const [first] = await brands.listSummaries();
    return defaultBrandOrigin(app.config, first?.domain ?? 'localhost');
  }

  app.get(
    VERIFY_EMAIL_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The link in the verification email: confirms the address and redirects to the shell',
        description:
          'Always 302. Confirmed: `<shell>/profiles?token=<autologin token>`. Used before or already verified: ' +
          '`<shell>/?verification_error=already_verified&token=...` (the token only while the link is within its 24 h). ' +
          'Expired or replaced by a newer email: `?verification_error=expired`. Anything else: `?verification_error=invalid`.',
        querystring: verifyEmailQuerySchema,
        response: { 302: z.null().describe('A redirect to the shell (Location header)') },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const rowId = verificationRowId(token);
      const row = rowId ? await emailVerifications.findById(rowId) : null;
      if (!row || !sameDigest(hashVerificationToken(token), row.tokenHash)) {
        return reply.redirect(shellUrl(row?.returnOrigin ?? (await firstBrandOrigin()), '/', { verification_error: 'invalid' }), 302);
      }
      const now = app.clock();
      const account = await users.findAccount(row.userId);
      let outcome = verificationLinkOutcome(row, account, now);
      if (outcome.kind === 'confirm') {
        // Two clicks at once: only one consumes the row; the other sees it used.
        if (await emailVerifications.consume(row.id, now)) await confirmAddress(row.userId);
        else outcome = { kind: 'already-verified', withToken: true };
      }
      const autologin = () => signAutologinToken(row.userId, AUTOLOGIN_REDIRECT_TTL_SECONDS, app.config.jwtSecret, now);
      switch (outcome.kind) {
        case 'confirm':
          return reply.redirect(shellUrl(row.returnOrigin, '/profiles', { token: await autologin() }), 302);
        case 'already-verified':
          return reply.redirect(
            shellUrl(row.returnOrigin, '/', { verification_error: 'already_verified', ...(outcome.withToken ? { token: await autologin() } : {}) }),
            302,
          );
        case 'expired':
          return reply.redirect(shellUrl(row.returnOrigin, '/', { verification_error: 'expired' }), 302);
        case 'invalid':
          return reply.redirect(shellUrl(row.returnOrigin, '/', { verification_error: 'invalid' }), 302);
      }
    },
  );

  app.get(
    '/verification-status',
    {
      config: { access: 'member' },
      schema: {
        tags: ['accounts'],
        summary: "What the verify page shows: the member's address, whether it is verified, and when resend is allowed",
        security: bearerSecurity,
        response: { 200: verificationStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const account = await memberAccount(request);
      return { email: account.email, emailValidated: account.emailValidated, nextResendAt: nextResendAt(account) };
    },
  );

  app.post(
    '/resend-email',
    {
      config: { access: 'member', rateLimit: signInRateLimit(app.config) },
      // A malformed new address answers 422 'Invalid email' like at sign-up.
      validatorCompiler: validatorCompilerExceptBody,
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification email again, optionally to a new address (which then needs verifying)',
        description:
          `429 within ${RESEND_EMAIL_COOLDOWN_MS / 1000} s of the last email to the same address; 409 when already verified (and no new address) ` +
          "or when the new address is registered; 422 'Invalid email' for a malformed, disposable or reserved address.",
        security: bearerSecurity,
        body: resendEmailRequestSchema.optional(),
        response: { 200: resendEmailResponseSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const form = parseBodyWithEmail(resendEmailRequestSchema, request.body ?? {}, 'new_email');
      const account = await memberAccount(request);
      const newEmail = form.new_email && !sameAddress(form.new_email, account.email) ? form.new_email : undefined;
      if (account.emailValidated && !newEmail) throw new HttpError(409, MESSAGES.alreadyVerified);
      const now = app.clock();
      // The countdown guards one inbox against repeats. A member who mistyped the address at
      // sign-up may fix it at once: a new address is only held back by the per-IP rate limit.
      if (!newEmail && now.getTime() < nextResendAt(account)) throw new HttpError(429, MESSAGES.resendTooSoon);

      let email = account.email;
      if (newEmail) {
        assertRegistrableEmail(newEmail);
        const outcome = await users.changeEmail(account.id, newEmail, now);
        if (outcome === 'email-taken') throw new HttpError(409, MESSAGES.emailTaken);
        if (outcome === 'not-found') throw new HttpError(401, MESSAGES.sessionExpired);
        // Links to the old address die with it (the new email below supersedes them too).
        await emailVerifications.supersedeAll(account.id, now);
        email = newEmail.trim();
        app.domainEvents.emit('member.updated', { memberId: account.id, emailValidated: false });
      }
      const brand = await brandById(app, account.brandId);
      const returnOrigin = returnOriginFor(app.config, request, brand.domain);
      const sentAt = await sendVerificationEmail(app, request, { memberId: account.id, username: account.username, email, productName: brand.productName }, returnOrigin);
      return { email, nextResendAt: sentAt.getTime() + RESEND_EMAIL_COOLDOWN_MS };
    },
  );

  app.patch(
    '/user/:id/is-doi',
    {
      // Six digits are few: attempts are limited like sign-in.
      config: { access: 'member', rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the own email address with the 6-digit code from the verification email',
        security: bearerSecurity,
        params: idParamsSchema,
        body: isDoiRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const id = ownUserId(request, request.params.id);
      const account = await memberAccount(request);
      if (account.emailValidated) throw new HttpError(409, MESSAGES.alreadyVerified);
      const now = app.clock();
      const row = await emailVerifications.findLatestLive(id, now);
      const matches =
        row !== null &&
        sameAddress(row.email, account.email) &&
        sameDigest(hashVerificationCode(row.id, request.body.code, app.config.jwtSecret), row.codeHash);
      if (!matches || !(await emailVerifications.consume(row.id, now))) throw new HttpError(400, MESSAGES.invalidVerificationCode);
      await confirmAddress(id);
      const user = await users.findById(id, mediaUrlFor(app, request));
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    },
  );
};

export default verificationRoutes;
