// The captcha domain (`app.captcha`): the provider sign-up checks, picked by configuration
// (README.md: Google reCAPTCHA, or the self-hosted proof of work and text challenge), and the
// self-hosted one's routes (routes/captcha.ts). Registered with the plugins every domain rests on:
// the auth and accounts domains verify its tokens.
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import type { CaptchaProvider } from './captcha-provider';
import { createCaptchaProvider } from './create-captcha-provider';
import captchaRoutes from './routes/captcha';

declare module 'fastify' {
  interface FastifyInstance {
    /** reCAPTCHA when configured, else the self-hosted captcha (routes/captcha.ts). */
    captcha: CaptchaProvider;
  }
}

export default fp(
  async (app) => {
    app.decorate('captcha', createCaptchaProvider(app.config, { spentTokens: app.sessions.spentTokens, clock: app.clock, log: app.log }));
    await app.register(routeFolder('anonymous', captchaRoutes));
  },
  { name: 'captcha', dependencies: ['config', 'sessions'] },
);
