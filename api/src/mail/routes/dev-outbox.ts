// The local outbox, readable in a browser (a developer tool): only registered when mail goes to
// the outbox, i.e. SMTP_URL is not set. Anonymous on purpose; see mail/README.md. Beside it, every
// mail template rendered with sample data for every brand (/dev/mail-templates).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAIL_KINDS } from '../mail-provider';
import { listOutbox, readOutboxEml, readOutboxMail } from '../outbox-mail';
import { renderMail } from '../render-mail';
import { createSampleContexts } from '../samples/sample-contexts';
import { MAIL_TEMPLATE_NAMES, sampleMail, type MailTemplateName } from '../samples/sample-mails';
import { requestSite } from '../../routes/member-context';
import { toDatabaseId } from '../../routes/openapi';
import { MAIL_HTML_CSP, sendPage } from '../outbox-pages/page-layout';
import { outboxListPage, outboxMailPage } from '../outbox-pages/pages';
import { templatesPage, type RenderedSample } from '../outbox-pages/template-pages';

/**
 * Rendering every template for every brand takes most of a second of CPU: the page is kept this
 * long per origin (a template changed while the API runs shows within it).
 */
const TEMPLATES_PAGE_KEPT_MS = 60_000;

/** The list shows this many of the newest mails. */
export const OUTBOX_LIST_LIMIT = 200;

const outboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });
const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.enum(MAIL_KINDS),
  createdAt: z.string(),
});
const outboxParamsSchema = z.object({ id: z.string().max(64) });
const templateParamsSchema = z.object({ brandId: z.string().max(16), template: z.enum(MAIL_TEMPLATE_NAMES) });

const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.mail.kind !== 'outbox') return;
  const dir = app.config.outboxDir;
  const tags = ['dev'];
  const samples = createSampleContexts(app);
  const renderedPages = new Map<string, { page: string; until: number }>();

  app.get(
    '/dev/outbox',
    { schema: { tags, summary: 'The local outbox as a page, newest first (only without SMTP_URL)', querystring: outboxQuerySchema } },
    async (request, reply) => {
      const to = request.query.to || undefined;
      return sendPage(reply, 200, outboxListPage(await listOutbox(dir, { to, limit: OUTBOX_LIST_LIMIT }), to));
    },
  );

  app.get(
    '/dev/outbox.json',
    {
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

  // `/dev/outbox/<id>` is the mail as a page, `<id>.html` its HTML alone, `<id>.eml` the raw message.
  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One mail of the local outbox: <id> as a page, <id>.html its HTML part, <id>.eml raw',
        params: outboxParamsSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id.endsWith('.eml')) {
        const raw = await readOutboxEml(dir, id.slice(0, -'.eml'.length));
        if (!raw) return reply.code(404).type('text/plain; charset=utf-8').send('No such mail in the outbox.');
        // Shown as text in the browser; save it as .eml to open it in a mail program.
        return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(raw);
      }
      const htmlPart = id.endsWith('.html');
      const mail = await readOutboxMail(dir, htmlPart ? id.slice(0, -'.html'.length) : id);
      if (!mail) return sendPage(reply, 404, outboxListPage([], undefined, 'No such mail in the outbox.'));
      if (htmlPart) return sendPage(reply, 200, mail.html, MAIL_HTML_CSP);
      return sendPage(reply, 200, outboxMailPage(mail));
    },
  );

  app.get(
    '/dev/mail-templates',
    { schema: { tags, summary: 'Every mail template with sample data, for every brand (only without SMTP_URL)' } },
    async (request, reply) => {
      const site = requestSite(app, request);
      const keptFor = `${site.origin ?? ''} ${site.apiOrigin}`;
      const kept = renderedPages.get(keptFor);
      if (kept && kept.until > app.clock().getTime()) return sendPage(reply, 200, kept.page);
      const contexts = await samples.forEveryBrand(site);
      const rendered = new Map<MailTemplateName, RenderedSample[]>();
      for (const template of MAIL_TEMPLATE_NAMES) {
        const mails = await Promise.all(
          contexts.map(async (context) => ({
            brandId: context.brand._id,
            productName: context.brand.productName,
            // The page shows the subject and the plain text; each HTML part is a frame of its own (below).
            mail: await renderMail(sampleMail(template, context), 'text'),
          })),
        );
        rendered.set(template, mails);
      }
      const page = templatesPage(rendered);
      renderedPages.set(keptFor, { page, until: app.clock().getTime() + TEMPLATES_PAGE_KEPT_MS });
      return sendPage(reply, 200, page);
    },
  );

  app.get(
    '/dev/mail-templates/:brandId/:template',
    {
      schema: {
        tags,
        summary: "One mail template's HTML part with sample data, for one brand (only without SMTP_URL)",
        params: templateParamsSchema,
      },
    },
    async (request, reply) => {
      const brandId = toDatabaseId(request.params.brandId);
      const context = brandId === null ? null : await samples.forBrand(brandId, requestSite(app, request));
      if (!context) return sendPage(reply, 404, outboxListPage([], undefined, 'No such brand.'));
      const mail = await renderMail(sampleMail(request.params.template, context), 'html');
      return sendPage(reply, 200, mail.html, MAIL_HTML_CSP);
    },
  );
};

export default devOutboxRoutes;
