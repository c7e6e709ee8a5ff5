// Security headers for every front-end origin. The shell's page gets a Content-Security-Policy
// that names exactly what it may talk to: itself, the API (which also serves the media), and
// the remotes the run-time registry lists right now. Its one inline script (the run-time
// configuration) carries a nonce made fresh for each response; its inline styles (the brand's
// theme, the boot loader, and those the page adds: react-toastify's) carry another.
import { randomBytes } from 'node:crypto';

/** Headers no front-end response goes without: no sniffing, no framing, HTTPS once seen. */
export const BASE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
});

/** A remote serves code and styles to the shell's origin, never a page of its own to frame. */
export const REMOTE_HEADERS = Object.freeze({
  ...BASE_HEADERS,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
});

// Google's reCAPTCHA loads its script and its challenge frame from these, only when configured.
const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

export function createNonce() {
  return randomBytes(16).toString('base64');
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins of the remotes a registry lists (its manifest URLs, `{hostname}` already filled in). */
export function registryOrigins(registryText) {
  try {
    const { remotes = [] } = JSON.parse(registryText);
    return [...new Set(remotes.map((remote) => originOf(remote.manifest)).filter(Boolean))];
  } catch {
    return [];
  }
}

/**
 * @param {object} o
 * @param {string} o.apiUrl          the API's URL as the page will call it
 * @param {string[]} o.remoteOrigins origins of the registry's remotes
 * @param {string} o.nonce           this response's nonce for the inline configuration script
 * @param {string} [o.styleNonce]    this response's nonce for the page's <style> elements
 * @param {boolean} [o.recaptcha]    Google reCAPTCHA is configured
 */
export function shellContentSecurityPolicy({ apiUrl, remoteOrigins, nonce, styleNonce, recaptcha = false }) {
  const api = originOf(apiUrl);
  const socket = api?.replace(/^http/, 'ws');
  const remotes = remoteOrigins.join(' ');
  const captcha = recaptcha ? RECAPTCHA_ORIGINS.join(' ') : '';
  const list = (...sources) => sources.filter(Boolean).join(' ');
  // Google's reCAPTCHA script may add style elements of its own, which carry no nonce: with it,
  // style elements stay allowed as before.
  const nonceStyles = Boolean(styleNonce) && !recaptcha;
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, remotes, captcha)}`,
    // Style elements need the response's style nonce (the brand's theme, the boot loader,
    // react-toastify's); style attributes (React's style prop) stay allowed. `style-src` is the
    // fallback of browsers without the CSP 3 split.
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    nonceStyles && `style-src-elem ${list("'self'", `'nonce-${styleNonce}'`, remotes)}`,
    nonceStyles && "style-src-attr 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', api)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", api, socket, remotes, captcha)}`,
    `frame-src ${captcha || "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", api)}`,
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}
