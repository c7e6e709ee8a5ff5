// One template, two parts: the HTML and the plain text of a mail are rendered from the same React
// element (react-email), so they never say different things. Every mail sent carries both.
import { render } from '@react-email/render';
// @react-email/render imports react-dom/server on its first render; evaluating that module then
// held the event loop for 76-140 ms on a quiet machine (the first mail after start: a sign-up's
// verification), over a second on a loaded CI machine (GET /health said 'stalled' during the fuzz).
// Imported here, it is evaluated with the API's own modules, before the instance takes requests.
import 'react-dom/server';
import type { ReactElement } from 'react';
import type { MailKind, MailMessage } from './mail-provider';

/**
 * How the text part is written: headings as written (not in capitals), and an email address or
 * phone number once (its mailto:/tel: address would repeat it).
 */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

export interface RenderedMail {
  html: string;
  text: string;
}

export async function renderMailParts(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS })]);
  return { html, text: text.trim() };
}

/** A mail before rendering: its template's element and its envelope (each template in templates/ makes one). */
export interface MailDraft {
  element: ReactElement;
  envelope: { to: string; subject: string; kind: MailKind };
}

/**
 * What to render: both parts (every mail sent), or one (the outbox's templates page shows each
 * template's HTML in a frame of its own and the plain text on the page: rendering only what a page
 * shows halves the work of its 14 samples). The part not rendered is empty.
 */
export type MailParts = 'both' | 'html' | 'text';

export async function renderMail({ element, envelope }: MailDraft, parts: MailParts = 'both'): Promise<MailMessage> {
  if (parts === 'both') return { ...envelope, ...(await renderMailParts(element)) };
  if (parts === 'html') return { ...envelope, html: await render(element), text: '' };
  const text = await render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS });
  return { ...envelope, html: '', text: text.trim() };
}
