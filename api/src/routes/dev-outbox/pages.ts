// The outbox's pages: the list of mails and one mail with its HTML body shown as the recipient
// would see it (links clickable). Plain HTML with inline CSS: no script needed.
import type { OutboxMail } from '../../mail/outbox-mail';
import { escapeHtml } from '../../sso/pages';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f3f4f8}
header.bar{background:#2b3a67;color:#fff;padding:14px 24px}
header.bar h1{margin:0;font-size:1.2rem}
header.bar p{margin:4px 0 0;font-size:.9rem;opacity:.85}
.content{padding:20px 24px;max-width:1100px}
form.filter{display:flex;gap:8px;align-items:end;margin-bottom:16px;flex-wrap:wrap}
form.filter label{display:flex;flex-direction:column;font-weight:600;font-size:.9rem;gap:4px}
input{font:inherit;padding:7px 10px;border:1px solid #c5cad6;border-radius:6px;min-width:280px}
button,.button{font:inherit;padding:7px 14px;border-radius:6px;border:1px solid #2b3a67;background:#2b3a67;color:#fff;cursor:pointer;text-decoration:none}
.button.secondary{background:#fff;color:#2b3a67}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:10px;overflow:hidden;box-shadow:0 2px 10px rgba(0,0,0,.06)}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eceef3;font-size:.92rem;vertical-align:top}
th{background:#f7f8fb;font-weight:600}
.kind{display:inline-block;padding:2px 8px;border-radius:999px;background:#e5e9ff;color:#2b3a67;font-size:.8rem}
.empty{padding:24px;background:#fff;border-radius:10px}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 16px;background:#fff;padding:14px 16px;border-radius:10px}
dl.meta dt{font-weight:600}
dl.meta dd{margin:0}
.actions{display:flex;gap:8px;margin-bottom:16px}
.mail-body{background:#fff;border:1px solid #e2e5ec;border-radius:10px;padding:20px;overflow:auto}
a{color:#3d5af1}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><h1>Heartline outbox</h1><p>Mails the API would have sent (no SMTP_URL is set). A local developer tool.</p></header>
<div class="content">
${body}
</div>
</body>
</html>
`;
}

function formatDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}

export function outboxListPage(mails: OutboxMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatDate(mail.createdAt))}</time></td>
<td>${escapeHtml(mail.to)}</td>
<td><a href="/dev/outbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td>
<td><span class="kind">${escapeHtml(mail.kind)}</span></td>
<td><a href="/dev/outbox/${escapeHtml(mail.id)}.eml">.eml</a></td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table aria-label="Mails, newest first"><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Raw</th></tr></thead><tbody>
${rows}
</tbody></table>`
    : `<p class="empty">${to ? `No mail to ${escapeHtml(to)} yet.` : 'No mail yet.'}</p>`;
  return layout(
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

/** The part of the mail's HTML a page can hold: the inside of its <body>, or all of it. */
function bodyOf(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return match ? match[1]! : html;
}

export function outboxMailPage(mail: OutboxMail): string {
  return layout(
    mail.subject,
    `<div class="actions"><a class="button secondary" href="/dev/outbox">← All mails</a><a class="button secondary" href="/dev/outbox/${escapeHtml(mail.id)}.eml">Raw .eml</a></div>
<dl class="meta">
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Subject</dt><dd>${escapeHtml(mail.subject)}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(formatDate(mail.createdAt))}</time></dd>
<dt>Kind</dt><dd><span class="kind">${escapeHtml(mail.kind)}</span></dd>
</dl>
<article class="mail-body" aria-label="Mail body">
${bodyOf(mail.html)}
</article>`,
  );
}
