// The sandbox bank's 3-D Secure challenge page: plain server-rendered HTML, no script, clearly a
// test page (a real bank's page is the processor's; this one stands in for it). Two buttons post
// the card holder's answer; the answer sends the browser back to the member's checkout.
import { escapeHtml } from '../../sso/pages';
import type { PaymentIntent } from './provider';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2230;background:#eef1f5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:0 0 24px}
.test-banner{width:100%;background:#fff4d6;color:#5c4300;border-bottom:1px solid #f0d58a;text-align:center;padding:10px 16px;font-weight:600;font-size:.92rem}
.bank{display:flex;align-items:center;gap:10px;margin:28px 0 18px;font-weight:700;font-size:1.1rem;color:#14324f}
.bank-mark{width:34px;height:34px;border-radius:8px;background:#14324f;color:#fff;display:grid;place-items:center;font-size:.8rem;letter-spacing:.04em}
main{width:calc(100% - 32px);max-width:420px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,50,79,.12);padding:26px}
h1{font-size:1.3rem;margin:0 0 8px}
p{line-height:1.5;margin:0 0 14px;color:#3c4656}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 18px;padding:14px;border:1px solid #dfe4ec;border-radius:10px;background:#f8fafc}
dt{color:#5a6474}
dd{margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums}
form{display:flex;flex-direction:column;gap:10px}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px 16px;cursor:pointer;border:1px solid transparent;min-height:44px}
.approve{background:#14324f;color:#fff}
.approve:hover{background:#0e2439}
.fail{background:#fff;color:#a31919;border-color:#e2b4b4}
.fail:hover{background:#fdf1f1}
button:focus-visible{outline:3px solid #6fa8ff;outline-offset:2px}
.note{font-size:.86rem;color:#5a6474;margin-top:16px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><div class="test-banner" role="note">Test mode: this is the sandbox bank, no real card is charged</div>
<div class="bank" aria-hidden="true"><span class="bank-mark">SB</span>Sandbox Bank · 3-D Secure</div></header>
<main>${body}</main></body></html>`;
}

function formatAmount(intent: PaymentIntent): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency: intent.currencyCode }).format(intent.amountCents / 100);
}

/** The challenge: the amount and two answers, posted to `action`. */
export function challengePage(intent: PaymentIntent, action: string, merchant: string): string {
  return page(
    'Confirm your payment · Sandbox Bank',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment before it is charged.</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant)}</dd><dt>Amount</dt><dd>${escapeHtml(formatAmount(intent))}</dd></dl>
<form method="post" action="${escapeHtml(action)}">
<button class="approve" type="submit" name="outcome" value="approve">Approve the payment</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail the authentication</button>
</form>
<p class="note">A real bank would ask for a code or its app here. After your answer you go back to the checkout.</p>`,
  );
}

/** An intent the bank does not know, or one with no challenge. */
export function unknownChallengePage(): string {
  return page(
    'Payment not found · Sandbox Bank',
    `<h1>This payment cannot be confirmed</h1><p>The bank has no payment waiting for you at this address. Go back to the checkout and try again.</p>`,
  );
}
