// The mail domain (`app.mail`): every mail the platform sends, queued on the job scheduler
// (mail-queue.ts) and delivered through SMTP with SMTP_URL or else the local outbox, drawn from the templates in the brand's look; while mail goes to the outbox,
// the outbox and the templates as pages for developers (routes/dev-outbox.ts, see README.md).
import fp from 'fastify-plugin';
import { routeFolder } from '../plugins/app/route-access';
import { createMailProvider } from './create-mail-provider';
import type { MailProvider } from './mail-provider';
import { createQueuedMail } from './mail-queue';
import devOutboxRoutes from './routes/dev-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a mail for SMTP when SMTP_URL is set, else for the local outbox read at GET /dev/outbox. */
    mail: MailProvider;
  }
}

export default fp(
  async (app) => {
    const provider = createMailProvider(app.config, app.log, app.clock);
    app.addHook('onClose', async () => provider.close?.());
    // Every mail is a job: the request that causes it never waits for the mail server.
    app.decorate('mail', createQueuedMail(provider, app.jobs, app.log));
    await app.register(routeFolder('public', devOutboxRoutes));
  },
  { name: 'mail domain', dependencies: ['config', 'jobs'] },
);
