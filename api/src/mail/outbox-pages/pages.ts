// The outbox's pages: the list of mails, and one mail with its links, its HTML in a sandboxed frame
// (at a phone's width and a desktop's, as the recipient would see it) and its plain-text part.
import type { OutboxMail } from '../outbox-mail';
import { escapeHtml } from '../../sso/pages';
import { mailLinks } from './mail-links';
import { formatDate, mailFrame, outboxLayout } from './page-layout';

export function outboxListPage(mails: OutboxMail[], to: string | undefined, emptyMessage?: string): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td class="sent"><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatDate(mail.createdAt))}</time></td>
<td class="to">${escapeHtml(mail.to)}</td>
<td class="subject"><a href="/dev/outbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
<td class="kind-cell"><span class="kind">${escapeHtml(mail.kind)}</span></td>
<td class="raw"><a href="/dev/outbox/${escapeHtml(mail.id)}.eml">.eml</a></td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<div class="table-wrap"><table class="mails" aria-label="Mails, newest first"><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Raw</th></tr></thead><tbody>
${rows}
</tbody></table></div>`
    : `<p class="empty">${escapeHtml(emptyMessage ?? (to ? `No mail to ${to} yet.` : 'No mail yet.'))}</p>`;
  return outboxLayout(
    'Outbox',
    `<form class="filter" method="get" action="/dev/outbox">
<label for="to">Recipient<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="member@example.com"></label>
<button type="submit">Filter</button>
${to ? '<a class="button secondary" href="/dev/outbox">Show all</a>' : ''}
<a class="button secondary" href="/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a>
</form>
${table}`,
  );
}

function linksPanel(html: string): string {
  const links = mailLinks(html);
  if (links.length === 0) return '';
  const items = links.map(
    (link) =>
      `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>${link.text === link.href ? '' : ` <code>${escapeHtml(link.href)}</code>`}</li>`,
  );
  return `<section class="panel" aria-labelledby="links-heading"><h2 id="links-heading">Links in this mail</h2><ul class="links">
${items.join('\n')}
</ul></section>`;
}

/** The HTML part at a phone's width (wide screens only) and at the page's width. */
export function mailPreviews(src: string, what: string): string {
  return `<div class="previews with-phone">
<figure class="preview phone"><figcaption>Phone, 390 px</figcaption>${mailFrame(src, `${what}, at a phone's width`)}</figure>
<figure class="preview"><figcaption>HTML part</figcaption>${mailFrame(src, what)}</figure>
</div>`;
}

export function outboxMailPage(mail: OutboxMail): string {
  const id = escapeHtml(mail.id);
  return outboxLayout(
    mail.subject,
    `<div class="actions"><a class="button secondary" href="/dev/outbox">← All mails</a><a class="button secondary" href="/dev/outbox/${id}.html" target="_blank" rel="noopener">Open the HTML alone</a><a class="button secondary" href="/dev/outbox/${id}.eml">Raw .eml</a></div>
<dl class="meta">
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatDate(mail.createdAt))}</time></dd>
<dt>Kind</dt><dd><span class="kind">${escapeHtml(mail.kind)}</span></dd>
</dl>
${linksPanel(mail.html)}
${mailPreviews(`/dev/outbox/${mail.id}.html`, `The mail "${mail.subject}"`)}
<h2>Plain-text part</h2>
<pre class="text-part" aria-label="Plain-text part">${escapeHtml(mail.text)}</pre>`,
  );
}
