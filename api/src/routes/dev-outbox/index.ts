// The local outbox, readable in a browser (a developer tool): only registered when mail goes to
// the outbox, i.e. SMTP_URL is not set. Anonymous on purpose; see mail/README.md.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox, readOutboxEml, readOutboxMail } from '../../mail/outbox-mail';
import { outboxListPage, outboxMailPage } from './pages';

/** The list shows this many of the newest mails. */
export const OUTBOX_LIST_LIMIT = 200;

const outboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });
const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.enum(['verification', 'password-reset', 'notification']),
  createdAt: z.string(),
});
const outboxParamsSchema = z.object({ id: z.string().max(64) });

/** Mail HTML is shown as is: its inline styles and images may load, no script may run. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('content-security-policy', PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.mail.kind !== 'outbox') return;
  const dir = app.config.outboxDir;
  const config = { access: 'public' as const };
  const tags = ['dev'];

  app.get(
    '/dev/outbox',
    { config, schema: { tags, summary: 'The local outbox as a page, newest first (only without SMTP_URL)', querystring: outboxQuerySchema } },
    async (request, reply) => {
      const to = request.query.to || undefined;
      return sendHtml(reply, 200, outboxListPage(await listOutbox(dir, { to, limit: OUTBOX_LIST_LIMIT }), to));
    },
  );

  app.get(
    '/dev/outbox.json',
    {
      config,
      schema: {
        tags,
        summary: 'The local outbox, newest first (only without SMTP_URL)',
        querystring: outboxQuerySchema,
        response: { 200: z.object({ mails: z.array(outboxMailSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: await listOutbox(dir, { to: request.query.to || undefined, limit: OUTBOX_LIST_LIMIT }) };
    },
  );

  // `/dev/outbox/<id>` is the mail as a page, `/dev/outbox/<id>.eml` the raw message.
  app.get(
    '/dev/outbox/:id',
    { config, schema: { tags, summary: 'One mail of the local outbox: <id> as a page, <id>.eml raw', params: outboxParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (id.endsWith('.eml')) {
        const raw = await readOutboxEml(dir, id.slice(0, -'.eml'.length));
        if (!raw) return reply.code(404).type('text/plain; charset=utf-8').send('No such mail in the outbox.');
        // Shown as text in the browser; save it as .eml to open it in a mail program.
        return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(raw);
      }
      const mail = await readOutboxMail(dir, id);
      if (!mail) return sendHtml(reply, 404, outboxListPage([], undefined).replace('No mail yet.', 'No such mail in the outbox.'));
      return sendHtml(reply, 200, outboxMailPage(mail));
    },
  );
};

export default devOutboxRoutes;
