// The templates page: every mail template rendered with sample data for every brand, side by side,
// each with its subject, its HTML in a sandboxed frame and its plain-text part.
import type { MailMessage } from '../mail-provider';
import { MAIL_TEMPLATES, type MailTemplateName } from '../samples/sample-mails';
import { escapeHtml } from '../../sso/pages';
import { mailFrame, outboxLayout } from './page-layout';

export interface RenderedSample {
  brandId: string;
  productName: string;
  mail: MailMessage;
}

/** Where one template's HTML for one brand is served alone. */
export function templateHtmlPath(brandId: string, template: MailTemplateName): string {
  return `/dev/mail-templates/${encodeURIComponent(brandId)}/${template}`;
}

function sampleCard(template: MailTemplateName, sample: RenderedSample): string {
  const src = templateHtmlPath(sample.brandId, template);
  return `<article aria-label="${escapeHtml(`${MAIL_TEMPLATES[template]}, ${sample.productName}`)}">
<h3>${escapeHtml(sample.productName)}</h3>
<p class="subject">Subject: ${escapeHtml(sample.mail.subject)} · <a href="${escapeHtml(src)}" target="_blank" rel="noopener">Open alone</a></p>
<figure class="preview">${mailFrame(src, `${MAIL_TEMPLATES[template]} for ${sample.productName}`)}</figure>
<details><summary>Plain-text part</summary><pre class="text-part">${escapeHtml(sample.mail.text)}</pre></details>
</article>`;
}

export function templatesPage(samples: ReadonlyMap<MailTemplateName, readonly RenderedSample[]>): string {
  const sections = [...samples].map(
    ([template, rendered]) => `<section aria-labelledby="template-${template}">
<h2 id="template-${template}">${escapeHtml(MAIL_TEMPLATES[template])}</h2>
<div class="brand-grid">
${rendered.map((sample) => sampleCard(template, sample)).join('\n')}
</div>
</section>`,
  );
  const toc = [...samples.keys()].map(
    (template) => `<a class="button secondary" href="#template-${template}">${escapeHtml(MAIL_TEMPLATES[template])}</a>`,
  );
  return outboxLayout(
    'Mail templates',
    `<p>Every mail the platform sends, rendered with sample data in each brand's look. The HTML and the plain-text part come from one template (api/src/mail/templates).</p>
<nav class="toc" aria-label="Templates">${toc.join('')}</nav>
${sections.join('\n')}`,
  );
}
