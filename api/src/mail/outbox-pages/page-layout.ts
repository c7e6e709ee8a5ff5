// What the outbox's pages share: their frame and CSS, and the two content security policies, one
// for the pages and one for a mail's HTML shown on its own or in their frames. No script anywhere.
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../sso/pages';

/** The pages: inline styles, images, and frames of the mails' HTML from this origin; nothing runs. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A mail's HTML: its inline styles and images (the logo, a photo) and nothing else, sandboxed
 * even when opened alone; its links open in a new tab (the mail's buttons and links ask for one),
 * framed only by the outbox's own pages.
 */
export const MAIL_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https: http:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

/** The iframe's own sandbox, matching MAIL_HTML_CSP's. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

export function sendPage(reply: FastifyReply, status: number, html: string, csp: string = PAGE_CSP) {
  return reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f3f4f8}
header.bar{background:#2b3a67;color:#fff;padding:14px 24px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
header.bar h1{margin:0;font-size:1.2rem}
header.bar p{margin:4px 0 0;font-size:.9rem;opacity:.85}
header.bar nav{display:flex;gap:16px}
header.bar nav a{color:#fff;font-weight:600}
.content{padding:20px 24px;max-width:1320px}
h2{font-size:1.15rem;margin:28px 0 12px}
h3{font-size:1rem;margin:0 0 4px}
form.filter{display:flex;gap:8px;align-items:end;margin-bottom:16px;flex-wrap:wrap}
form.filter label{display:flex;flex-direction:column;font-weight:600;font-size:.9rem;gap:4px}
input{font:inherit;padding:7px 10px;border:1px solid #c5cad6;border-radius:6px;min-width:min(280px,100%)}
button,.button{font:inherit;padding:7px 14px;border-radius:6px;border:1px solid #2b3a67;background:#2b3a67;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.button.secondary{background:#fff;color:#2b3a67}
.table-wrap{overflow-x:auto;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.06)}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #eceef3;font-size:.92rem;vertical-align:top}
th{background:#f7f8fb;font-weight:600}
.kind{display:inline-block;padding:2px 8px;border-radius:999px;background:#e5e9ff;color:#2b3a67;font-size:.8rem}
.empty{padding:24px;background:#fff;border-radius:10px}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 16px;background:#fff;padding:14px 16px;border-radius:10px}
dl.meta dt{font-weight:600}
dl.meta dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-bottom:16px}
.panel{background:#fff;border:1px solid #e2e5ec;border-radius:10px;padding:14px 16px;margin:0 0 16px}
.panel h2{margin:0 0 8px;font-size:1rem}
ul.links{margin:0;padding:0;list-style:none;display:grid;gap:6px}
ul.links li{overflow-wrap:anywhere;font-size:.92rem}
ul.links code{color:#5b6170;font-size:.85rem}
.previews{display:grid;grid-template-columns:1fr;gap:16px;align-items:start}
figure.preview{margin:0;background:#fff;border:1px solid #e2e5ec;border-radius:10px;overflow:hidden}
figure.preview figcaption{padding:8px 12px;font-size:.85rem;font-weight:600;color:#5b6170;border-bottom:1px solid #eceef3}
figure.preview iframe{display:block;width:100%;height:1000px;border:0;background:#fff}
figure.phone{display:none}
@media (min-width:1000px){.previews.with-phone{grid-template-columns:392px 1fr}figure.phone{display:block}}
pre.text-part{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:.88rem/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#fff;border:1px solid #e2e5ec;border-radius:10px;padding:14px 16px}
details{margin-top:8px}
summary{cursor:pointer;font-weight:600;padding:6px 0}
.brand-grid{display:grid;grid-template-columns:1fr;gap:16px}
@media (min-width:1000px){.brand-grid{grid-template-columns:1fr 1fr}}
.brand-grid article{min-width:0}
.brand-grid .subject{margin:0 0 8px;font-size:.9rem;color:#5b6170;overflow-wrap:anywhere}
nav.toc{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px}
a{color:#3d5af1}
@media (max-width:600px){.content{padding:16px 12px}header.bar{padding:12px 16px}
table.mails,table.mails tbody{display:block}table.mails thead{display:none}table.mails tr{display:grid;grid-template-columns:1fr auto;gap:2px 12px;padding:10px 12px;border-bottom:1px solid #eceef3}
table.mails td{display:block;padding:0;border:0}table.mails td.subject{grid-column:1/-1;font-weight:600;order:-1}table.mails td.sent,table.mails td.to{grid-column:1;color:#5b6170;font-size:.85rem}
table.mails td.kind-cell{grid-column:2;grid-row:2}table.mails td.raw{grid-column:2;grid-row:3;text-align:right}}
`;

export function outboxLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar"><div><h1>Heartline outbox</h1><p>Mails the API would have sent (no SMTP_URL is set). A local developer tool.</p></div>
<nav aria-label="Outbox"><a href="/dev/outbox">Mails</a><a href="/dev/mail-templates">Templates</a></nav></header>
<main class="content">
${body}
</main>
</body>
</html>
`;
}

/** A mail's HTML in a sandboxed frame, loaded from `src` (served with MAIL_HTML_CSP). */
export function mailFrame(src: string, title: string): string {
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" sandbox="${MAIL_FRAME_SANDBOX}" referrerpolicy="no-referrer"></iframe>`;
}

export function formatDate(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}
