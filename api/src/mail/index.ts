// The mail domain (`app.mail`): every mail the platform sends, through SMTP with SMTP_URL or else
// the local outbox, drawn from the templates in the brand's look; while mail goes to the outbox,
// the outbox and the templates as pages for developers (routes/dev-outbox.ts, see README.md).
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createMailProvider } from './create-mail-provider';
import type { MailProvider } from './mail-provider';
import devOutboxRoutes from './routes/dev-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP when SMTP_URL is set, else the local outbox read at GET /dev/outbox. */
    mail: MailProvider;
  }
}

export default fp(
  async (app) => {
    const mail = createMailProvider(app.config, app.log, app.clock);
    app.addHook('onClose', async () => mail.close?.());
    app.decorate('mail', mail);
    await app.register(routeFolder('public', devOutboxRoutes));
  },
  { name: 'mail domain', dependencies: ['config'] },
);
