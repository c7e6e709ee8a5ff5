// The identity provider's pages: plain server-rendered HTML with its own CSS, no script, so they
// work under a strict content security policy and in any browser.
import type { SsoIdentity } from './repositories/sso-identities';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2430;background:#f3f4f8}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
.provider{display:flex;align-items:center;gap:10px;margin-bottom:20px;font-weight:700;font-size:1.15rem;color:#2b3a67}
.provider-mark{width:32px;height:32px;border-radius:9px;background:linear-gradient(135deg,#3d5af1,#22b8cf);color:#fff;display:grid;place-items:center;font-size:.95rem}
main{width:100%;max-width:400px;background:#fff;border-radius:14px;box-shadow:0 6px 28px rgba(31,36,48,.1);padding:28px}
h1{font-size:1.35rem;margin:0 0 8px}
p{line-height:1.5;margin:0 0 16px}
.lead{color:#4a5161}
form{display:flex;flex-direction:column;gap:14px}
label{font-weight:600;font-size:.92rem;display:flex;flex-direction:column;gap:6px}
input[type=email],input[type=password],input[type=text]{font:inherit;padding:10px 12px;border:1px solid #c5cad6;border-radius:8px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #8ea2ff;outline-offset:2px}
input[aria-invalid=true]{border-color:#c62828}
.field-error{color:#b71c1c;font-weight:500;font-size:.88rem}
.alert{background:#fdecea;color:#8e1b1b;border:1px solid #f5c2c0;border-radius:8px;padding:10px 12px;margin-bottom:16px}
.actions{display:flex;gap:10px;margin-top:6px}
button{font:inherit;font-weight:600;border-radius:8px;padding:11px 16px;cursor:pointer;border:1px solid transparent;flex:1}
.primary{background:#3d5af1;color:#fff}
.primary:hover{background:#2f49d4}
.secondary{background:#fff;color:#2b3a67;border-color:#c5cad6}
.secondary:hover{background:#f3f4f8}
.identity{display:flex;align-items:center;gap:12px;padding:12px;border:1px solid #e2e5ec;border-radius:10px;margin-bottom:16px}
.avatar{width:40px;height:40px;border-radius:50%;background:#e5e9ff;color:#2b3a67;display:grid;place-items:center;font-weight:700}
.identity small{display:block;color:#5b6273}
.shared{margin:0 0 16px;padding-left:20px;color:#4a5161}
.footer{margin-top:18px;font-size:.9rem;text-align:center;color:#5b6273}
a{color:#3d5af1}
`;

function layout(providerName: string, title: string, body: string): string {
  const initial = escapeHtml(providerName.trim().charAt(0).toUpperCase() || 'I');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(providerName)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="provider" aria-hidden="true"><span class="provider-mark">${initial}</span>${escapeHtml(providerName)}</div>
<main>
${body}
</main>
</body>
</html>
`;
}

function alert(message: string | undefined): string {
  return message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '';
}

function field(options: { name: string; label: string; type: string; value?: string; autocomplete: string; error?: string }): string {
  const id = `field-${options.name}`;
  const errorId = `${id}-error`;
  const described = options.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  const value = options.value !== undefined ? ` value="${escapeHtml(options.value)}"` : '';
  return `<label for="${id}">${escapeHtml(options.label)}
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${value}${described}>
${options.error ? `<span class="field-error" id="${errorId}">${escapeHtml(options.error)}</span>` : ''}</label>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface PageContext {
  providerName: string;
  productName: string;
  /** The encoded state, carried from page to page. */
  state: string;
}

export function signInPage(context: PageContext, options: { email?: string; error?: string } = {}): string {
  const createHref = `/sso/verify/create?state=${encodeURIComponent(context.state)}`;
  return layout(
    context.providerName,
    'Sign in',
    `<h1>Sign in with your ${escapeHtml(context.providerName)}</h1>
<p class="lead">to continue to ${escapeHtml(context.productName)}</p>
${alert(options.error)}
<form method="post" action="/sso/verify/sign-in" novalidate>
${hidden('state', context.state)}
${field({ name: 'email', label: 'Email address', type: 'email', value: options.email ?? '', autocomplete: 'username' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>
<p class="footer">No ${escapeHtml(context.providerName)} yet? <a href="${escapeHtml(createHref)}">Create one</a></p>`,
  );
}

export interface CreateIdentityValues {
  displayName: string;
  email: string;
}

export function createIdentityPage(
  context: PageContext,
  options: { values?: CreateIdentityValues; errors?: Partial<Record<'displayName' | 'email' | 'password', string>>; error?: string } = {},
): string {
  const values = options.values ?? { displayName: '', email: '' };
  const errors = options.errors ?? {};
  const signInHref = `/sso/verify/?state=${encodeURIComponent(context.state)}`;
  return layout(
    context.providerName,
    'Create your account',
    `<h1>Create your ${escapeHtml(context.providerName)}</h1>
<p class="lead">One account to sign in to ${escapeHtml(context.productName)} and other sites.</p>
${alert(options.error)}
<form method="post" action="/sso/verify/create" novalidate>
${hidden('state', context.state)}
${field({ name: 'displayName', label: 'Your name', type: 'text', value: values.displayName, autocomplete: 'name', error: errors.displayName })}
${field({ name: 'email', label: 'Email address', type: 'email', value: values.email, autocomplete: 'email', error: errors.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', error: errors.password })}
<div class="actions"><button class="primary" type="submit">Create account</button></div>
</form>
<p class="footer">Already have one? <a href="${escapeHtml(signInHref)}">Sign in</a></p>`,
  );
}

export function consentPage(context: PageContext, identity: SsoIdentity, ticket: string): string {
  const initial = escapeHtml(identity.displayName.trim().charAt(0).toUpperCase() || '?');
  const signInHref = `/sso/verify/?state=${encodeURIComponent(context.state)}`;
  return layout(
    context.providerName,
    'Allow access',
    `<h1>Allow ${escapeHtml(context.productName)}?</h1>
<div class="identity"><span class="avatar" aria-hidden="true">${initial}</span><span>${escapeHtml(identity.displayName)}<small>${escapeHtml(identity.email)}</small></span></div>
<p>${escapeHtml(context.productName)} wants to sign you in with your ${escapeHtml(context.providerName)}. It will receive your name and email address.</p>
<form method="post" action="/sso/verify/consent">
${hidden('state', context.state)}
${hidden('ticket', ticket)}
<div class="actions">
<button class="secondary" type="submit" name="decision" value="deny">Deny</button>
<button class="primary" type="submit" name="decision" value="allow">Allow</button>
</div>
</form>
<p class="footer">Not you? <a href="${escapeHtml(signInHref)}">Use another account</a></p>`,
  );
}

export function errorPage(providerName: string, message: string): string {
  return layout(
    providerName,
    'Sign-in not possible',
    `<h1>Sign-in not possible</h1>
${alert(message)}
<p>Go back to the site you came from and start the sign-in again.</p>`,
  );
}
