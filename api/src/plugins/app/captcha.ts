// The captcha provider, picked by configuration (see captcha/README.md): what sign-up checks.
import fp from 'fastify-plugin';
import type { CaptchaProvider } from '../../captcha/captcha-provider';
import { createCaptchaProvider } from '../../captcha/create-captcha-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** reCAPTCHA when its keys are set, else the self-hosted captcha (routes/captcha). */
    captcha: CaptchaProvider;
  }
}

export default fp(
  async (app) => {
    app.decorate('captcha', createCaptchaProvider(app.config, { spentTokens: app.sessions.spentTokens, clock: app.clock, log: app.log }));
  },
  { name: 'captcha', dependencies: ['config', 'sessions'] },
);
