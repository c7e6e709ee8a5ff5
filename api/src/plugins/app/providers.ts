// The mail and captcha providers, picked by configuration (see mail/README.md, captcha/README.md).
import fp from 'fastify-plugin';
import type { CaptchaProvider } from '../../captcha/captcha-provider';
import { createCaptchaProvider } from '../../captcha/create-captcha-provider';
import { createMailProvider } from '../../mail/create-mail-provider';
import type { MailProvider } from '../../mail/mail-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP when SMTP_URL is set, else the local outbox read at GET /dev/outbox. */
    mail: MailProvider;
    /** reCAPTCHA when its keys are set, else the local captcha (routes/captcha). */
    captcha: CaptchaProvider;
  }
}

export default fp(
  async (app) => {
    const mail = createMailProvider(app.config, app.log, app.clock);
    app.addHook('onClose', async () => mail.close?.());
    app.decorate('mail', mail);
    app.decorate(
      'captcha',
      createCaptchaProvider(app.config, { spentTokens: app.repositories.spentTokens, clock: app.clock, log: app.log }),
    );
  },
  { name: 'providers', dependencies: ['config', 'db', 'sessions'] },
);
