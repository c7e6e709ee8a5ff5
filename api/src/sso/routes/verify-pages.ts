// The built-in identity provider at /sso/verify/, under the name the brand gives it ("Heartline ID",
// the brand record's `sso`; a brand without one offers no single sign-on): a brand's site sends
// the browser here with an encoded state; the person signs in (or creates an account), agrees to
// share their name and email, and goes back to the site with an autologin token or an error.
// Server-rendered pages posting plain forms; the identity travels between them in a signed ticket.
import { MESSAGES } from '@heartline/contracts/rules';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signInRateLimit } from '../../routes/sign-in';
import { SSO_MESSAGES } from '../identity-provider';
import { consentPage, createIdentityPage, errorPage, signInPage, type PageContext } from '../pages';
import type { SsoStateCheck } from '../sso-state';

const FORM_BODY_LIMIT = 16_384;
/** The pages' heading before the brand, and so the provider's name, is known. */
const UNNAMED_PROVIDER = 'Single sign-on';

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

const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.sso.identityProvider;
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
    return sendPage(reply, status >= 400 && status < 600 ? status : 500, errorPage(UNNAMED_PROVIDER, message));
  });

  async function context(encoded: string | undefined): Promise<{ check: SsoStateCheck; page?: PageContext }> {
    const check = await provider.checkState(encoded);
    if (!check.ok) return { check };
    return { check, page: { providerName: check.brand.ssoName, productName: check.brand.productName, state: encoded! } };
  }

  const refuse = (reply: FastifyReply, check: Extract<SsoStateCheck, { ok: false }>) =>
    sendPage(reply, 400, errorPage(UNNAMED_PROVIDER, check.reason));

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
      const signedIn = await provider.signIn(email, password, state);
      if (!signedIn) return sendPage(reply, 401, signInPage(page!, { email, error: SSO_MESSAGES.wrongPassword }));
      return sendPage(reply, 200, consentPage(page!, signedIn.identity, signedIn.ticket), check.redirectUrl.origin);
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
      const { state, displayName, email, password } = request.body;
      const { check, page } = await context(state);
      if (!check.ok) return refuse(reply, check);
      const outcome = await provider.create({ displayName, email, password }, state);
      const values = { displayName: displayName.trim(), email: email.trim() };
      if (outcome.kind === 'invalid') return sendPage(reply, 400, createIdentityPage(page!, { values, errors: outcome.errors }));
      if (outcome.kind === 'email-in-use')
        return sendPage(reply, 409, createIdentityPage(page!, { values, errors: { email: SSO_MESSAGES.emailInUse } }));
      return sendPage(reply, 201, consentPage(page!, outcome.identity, outcome.ticket), check.redirectUrl.origin);
    },
  );

  app.post('/sso/verify/consent', { schema: { hide: true, body: consentBodySchema } }, async (request, reply) => {
    const { state, ticket, decision } = request.body;
    const { check } = await context(state);
    if (!check.ok) return refuse(reply, check);
    // Refusing shares nothing, so it needs no live ticket.
    if (decision === 'deny') return reply.redirect(provider.deny(check), 302);
    const target = await provider.allow(ticket, state, check);
    if (!target) return sendPage(reply, 400, errorPage(check.brand.ssoName, SSO_MESSAGES.ticketExpired));
    return reply.redirect(target, 302);
  });
};

export default ssoRoutes;
