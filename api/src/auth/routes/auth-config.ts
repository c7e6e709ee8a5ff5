// GET /auth/config: which captcha the sign-up page talks to, and where single sign-on starts (under
// the name the asking site's brand gives it; null when that brand offers none).
import { authConfigSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestOrigin } from '../../routes/member-context';
import { anonymousSecurity, errorResponses } from '../../routes/openapi';

const authConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recaptcha } = app.config;
  const captcha: z.infer<typeof authConfigSchema>['captcha'] = recaptcha
    ? { provider: 'recaptcha', v3SiteKey: recaptcha.v3SiteKey, v2SiteKey: recaptcha.v2SiteKey }
    : { provider: 'local' };

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'The captcha provider (and its site keys) and the single sign-on provider',
        security: anonymousSecurity,
        response: { 200: authConfigSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { sso } = (await app.brands.ofOrigin(request.headers.origin)).record;
      return {
        captcha,
        // The API's own origin as the browser reached it: the identity provider is served here.
        sso: sso ? { name: sso.name, verifyUrl: `${requestOrigin(request)}/sso/verify/` } : null,
      };
    },
  );
};

export default authConfigRoutes;
