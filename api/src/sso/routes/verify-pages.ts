// The built-in identity provider at /sso/verify/ ("Heartline ID", SSO_NAME): a brand's site sends
// the browser here with an encoded state; the person signs in (or creates an account), agrees to
// share their name and email, and goes back to the site with an autologin token or an error.
// Server-rendered pages posting plain forms; the identity travels between them in a signed ticket.
import { MESSAGES } from '@heartline/contracts/rules';
import { emailSchema, newPasswordSchema } from '@heartline/contracts/schemas';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signAutologinToken } from '../../auth/autologin-tokens';
import { signInRateLimit } from '../../routes/sign-in';
import { consentPage, createIdentityPage, errorPage, signInPage, type PageContext } from '../pages';
import { checkSsoState, returnUrl, type SsoStateCheck } from '../sso-state';
import { checkSsoTicket, signSsoTicket } from '../sso-ticket';

/** The autologin token the site receives: exchanged at GET /autologin straight away. */
export const SSO_AUTOLOGIN_TTL_SECONDS = 300;
export const SSO_MESSAGES = {
  wrongPassword: 'The email or password is not correct.',
  emailInUse: 'An account with this email address already exists. Sign in instead.',
  ticketExpired: 'The sign-in took too long. Please start again.',
} as const;
const DISPLAY_NAME_MAX_LENGTH = 80;
const FORM_BODY_LIMIT = 16_384;

// A page a browser is sent to: keys other than `state` (a site's own tracking) change nothing.
const stateQuerySchema = z.looseObject({ state: z.string().max(4096).optional() });
const text = (max: number) => z.string().max(max).default('');
const signInBodySchema = z.object({ state: text(4096), email: text(320), password: text(1024) });
const createBodySchema = z.object({ state: text(4096), displayName: text(200), email: text(320), password: text(1024) });
const consentBodySchema = z.object({ state: text(4096), ticket: text(4096), decision: z.enum(['allow', 'deny']) });

/** No script, inline CSS only; forms post here, and the consent form's answer redirects to the site. */
function contentSecurityPolicy(formTarget?: string): string {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

function sendPage(reply: FastifyReply, status: number, html: string, formTarget?: string) {
  return reply
    .code(status)
    .header('content-security-policy', contentSecurityPolicy(formTarget))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function firstIssue(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? MESSAGES.generic);
}

const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const identities = app.repositories.ssoIdentities;
  const providerName = app.config.ssoName;
  const formRateLimit = signInRateLimit(app.config);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // Errors on these pages are pages too, never JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'single sign-on page failed');
    const validationMessage = error.validation?.[0]?.message;
    const message =
      status === 429
        ? MESSAGES.tooManyRequests
        : error.validation
          ? (validationMessage ?? MESSAGES.generic)
          : status >= 500
            ? MESSAGES.generic
            : error.message;
    return sendPage(reply, status >= 400 && status < 600 ? status : 500, errorPage(providerName, message));
  });

  async function context(encoded: string | undefined): Promise<{ check: SsoStateCheck; page?: PageContext }> {
    const check = await checkSsoState(app.db, app.config.brandOrigins, encoded);
    if (!check.ok) return { check };
    return { check, page: { providerName, productName: check.brand.productName, state: encoded! } };
  }

  const refuse = (reply: FastifyReply, check: Extract<SsoStateCheck, { ok: false }>) =>
    sendPage(reply, 400, errorPage(providerName, check.reason));

  for (const path of ['/sso/verify/', '/sso/verify']) {
    app.get(path, { schema: { hide: true, querystring: stateQuerySchema } }, async (request, reply) => {
      const { check, page } = await context(request.query.state);
      if (!check.ok) return refuse(reply, check);
      return sendPage(reply, 200, signInPage(page!));
    });
  }

  app.post(
    '/sso/verify/sign-in',
    { config: { rateLimit: formRateLimit }, schema: { hide: true, body: signInBodySchema } },
    async (request, reply) => {
      const { state, email, password } = request.body;
      const { check, page } = await context(state);
      if (!check.ok) return refuse(reply, check);
      const identity = email && password ? await identities.signIn(email, password) : null;
      if (!identity) return sendPage(reply, 401, signInPage(page!, { email, error: SSO_MESSAGES.wrongPassword }));
      const ticket = await signSsoTicket(identity.id, state, app.config.jwtSecret, app.clock());
      return sendPage(reply, 200, consentPage(page!, identity, ticket), check.redirectUrl.origin);
    },
  );

  app.get('/sso/verify/create', { schema: { hide: true, querystring: stateQuerySchema } }, async (request, reply) => {
    const { check, page } = await context(request.query.state);
    if (!check.ok) return refuse(reply, check);
    return sendPage(reply, 200, createIdentityPage(page!));
  });

  app.post(
    '/sso/verify/create',
    { config: { rateLimit: formRateLimit }, schema: { hide: true, body: createBodySchema } },
    async (request, reply) => {
      const { state, password } = request.body;
      const displayName = request.body.displayName.trim();
      const email = request.body.email.trim();
      const { check, page } = await context(state);
      if (!check.ok) return refuse(reply, check);
      const errors = {
        displayName: !displayName
          ? MESSAGES.required
          : displayName.length > DISPLAY_NAME_MAX_LENGTH
            ? `Please enter at most ${DISPLAY_NAME_MAX_LENGTH} symbols`
            : undefined,
        email: firstIssue(emailSchema, email),
        password: firstIssue(newPasswordSchema, password),
      };
      const values = { displayName, email };
      if (errors.displayName || errors.email || errors.password) return sendPage(reply, 400, createIdentityPage(page!, { values, errors }));
      const identity = await identities.create({ displayName, email, password });
      if (!identity) return sendPage(reply, 409, createIdentityPage(page!, { values, errors: { email: SSO_MESSAGES.emailInUse } }));
      const ticket = await signSsoTicket(identity.id, state, app.config.jwtSecret, app.clock());
      return sendPage(reply, 201, consentPage(page!, identity, ticket), check.redirectUrl.origin);
    },
  );

  app.post('/sso/verify/consent', { schema: { hide: true, body: consentBodySchema } }, async (request, reply) => {
    const { state, ticket, decision } = request.body;
    const { check } = await context(state);
    if (!check.ok) return refuse(reply, check);
    // Refusing shares nothing, so it needs no live ticket.
    if (decision === 'deny') return reply.redirect(returnUrl(check.redirectUrl, { error: 'access_denied' }), 302);
    const identityId = await checkSsoTicket(ticket, state, app.config.jwtSecret, app.clock());
    const identity = identityId === null ? null : await identities.findById(identityId);
    if (!identity) return sendPage(reply, 400, errorPage(providerName, SSO_MESSAGES.ticketExpired));
    // The brand's active member with the identity's address (the oldest if several).
    const member = await app.repositories.userAccounts.findActiveByEmail(check.brand.id, identity.email);
    if (!member) return reply.redirect(returnUrl(check.redirectUrl, { error: 'not_found' }), 302);
    const token = await signAutologinToken(member.id, SSO_AUTOLOGIN_TTL_SECONDS, app.config.jwtSecret, app.clock());
    return reply.redirect(returnUrl(check.redirectUrl, { token }), 302);
  });
};

export default ssoRoutes;
