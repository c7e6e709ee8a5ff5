// Email verification (accounts/verification.ts): the link in the email (a browser navigation
// answered with a redirect to the shell), the verify page's status and resend, and the 6-digit code
// as PATCH /user/{id}/is-doi. Member-only unless a route says otherwise.
import { RESEND_EMAIL_COOLDOWN_MS } from '@heartline/contracts/rules';
import {
  isDoiRequestSchema,
  resendEmailRequestSchema,
  resendEmailResponseSchema,
  userSchema,
  verificationStatusSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseBodyWithEmail } from '../email-policy';
import { VERIFY_EMAIL_PATH } from '../send-verification';
import { signInRateLimit } from '../../routes/sign-in';
import { validatorCompilerExceptBody } from '../../plugins/external/zod';
import { mediaUrlFor, ownUserId, requestSite } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema } from '../../routes/openapi';

// The link in an email: mail services may add their own query keys, which change nothing here.
const verifyEmailQuerySchema = z.looseObject({ token: z.string().max(200).optional() });

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.accounts;

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
    async (request, reply) => reply.redirect(await verification.openLink(request.query.token ?? ''), 302),
  );

  app.get(
    '/verification-status',
    {
      schema: {
        tags: ['accounts'],
        summary: "What the verify page shows: the member's address, whether it is verified, and when resend is allowed",
        security: bearerSecurity,
        response: { 200: verificationStatusSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => verification.status(request.caller?.subjectId),
  );

  app.post(
    '/resend-email',
    {
      config: { rateLimit: signInRateLimit(app.config) },
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
      return verification.resend(request.caller?.subjectId, form.new_email, requestSite(app, request));
    },
  );

  app.patch(
    '/user/:id/is-doi',
    {
      // Six digits are few: attempts are limited like sign-in.
      config: { rateLimit: signInRateLimit(app.config) },
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
      return verification.confirmCode(id, request.body.code, mediaUrlFor(app, request));
    },
  );
};

export default verificationRoutes;
