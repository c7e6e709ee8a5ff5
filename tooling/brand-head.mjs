// The brand of the host a page is opened on, written into the page's head by the server that
// serves it: the theme's tokens as a nonce'd <style>, the brand's title, theme colours and
// favicon. The browser paints the brand's look first, with no request of its own for it.
// The brand comes from the API (GET /brand?domain=<host>), kept a minute per host.
import { brandThemeColours, brandThemeCss, markDataUri } from '@heartline/ui/theme';

/** How long a brand fetched for a host is used before it is fetched again (served stale meanwhile). */
export const BRAND_CACHE_MS = 60_000;
/** After a failed fetch (API down, unknown host), how long before the next page tries again. */
export const BRAND_RETRY_MS = 5_000;
/** A page waits at most this long for the API; without an answer it is served with the default tokens. */
export const BRAND_FETCH_TIMEOUT_MS = 1_500;
/** Hosts remembered at most (the Host header is the client's to choose). */
const MAX_HOSTS = 64;

/** The hostname of a Host header, without its port, lower case. */
export function hostnameOf(hostHeader) {
  return (hostHeader ?? 'localhost').replace(/:\d+$/, '').toLowerCase();
}

/**
 * @param {object} o
 * @param {string} o.apiUrl         the API as this server reaches it (never taken from the Host header)
 * @param {string} o.publicApiKey
 * @param {() => number} [o.now]
 * @param {typeof fetch} [o.fetchBrand]
 * @returns {(hostHeader: string | undefined) => Promise<object | null>} the brand answer, or null
 */
export function createBrandSource({
  apiUrl,
  publicApiKey,
  now = Date.now,
  fetchBrand = fetch,
  cacheMs = BRAND_CACHE_MS,
  retryMs = BRAND_RETRY_MS,
  timeoutMs = BRAND_FETCH_TIMEOUT_MS,
}) {
  /** @type {Map<string, { brand: object | null, expiresAt: number, refresh: Promise<object | null> | null }>} */
  const hosts = new Map();

  async function load(hostname) {
    try {
      const url = `${apiUrl.replace(/\/+$/, '')}/brand?domain=${encodeURIComponent(hostname)}`;
      const response = await fetchBrand(url, {
        headers: { 'x-api-key': publicApiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const brand = await response.json();
      return brand && typeof brand === 'object' && typeof brand.productName === 'string' ? brand : null;
    } catch {
      return null;
    }
  }

  function remember(hostname, entry) {
    hosts.delete(hostname);
    hosts.set(hostname, entry);
    if (hosts.size > MAX_HOSTS) hosts.delete(hosts.keys().next().value);
  }

  function refresh(hostname, previous) {
    const entry = { brand: previous?.brand ?? null, expiresAt: previous?.expiresAt ?? 0, refresh: null };
    entry.refresh = load(hostname).then((brand) => {
      // A failed refresh keeps the brand it had: the API being away for a moment changes no page.
      const kept = brand ?? entry.brand;
      remember(hostname, { brand: kept, expiresAt: now() + (brand ? cacheMs : retryMs), refresh: null });
      return kept;
    });
    remember(hostname, entry);
    return entry.refresh;
  }

  return async function brandFor(hostHeader) {
    const hostname = hostnameOf(hostHeader);
    const entry = hosts.get(hostname);
    if (entry && entry.expiresAt > now()) return entry.brand;
    if (entry?.refresh) return entry.brand ?? entry.refresh;
    // Stale: answer what we have at once and refresh behind it; nothing yet: wait for the API.
    const pending = refresh(hostname, entry);
    return entry?.brand ?? pending;
  };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page with the brand's head: its name as the title and its tagline as the description, its
 * theme as a <style> carrying `styleNonce`, its theme colours and its mark as the favicon. Without
 * a brand (API unreachable, unknown host) the page stays as built: the default tokens and title.
 * @param {string} html
 * @param {object | null} brand  the API's brand answer
 * @param {string} [styleNonce]  the nonce the page's Content-Security-Policy allows styles by
 */
export function withBrandHead(html, brand, styleNonce) {
  if (!brand) return html;
  const nonce = styleNonce ? ` nonce="${escapeHtml(styleNonce)}"` : '';
  const theme = brand.theme;
  const head = [];
  const css = brandThemeCss(theme);
  if (css) head.push(`<style id="brand-theme"${nonce}>${css}</style>`);
  for (const { media, colour } of brandThemeColours(theme)) head.push(`<meta name="theme-color" media="${media}" content="${colour}">`);
  const icon = markDataUri(theme);
  if (icon) head.push(`<link rel="icon" href="${icon}">`);

  let page = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(brand.productName)}</title>`);
  if (typeof brand.tagline === 'string') {
    page = page.replace(
      /<meta\s+name=["']?description["']?\s+content=("[^"]*"|'[^']*'|[^\s>]*)\s*\/?>/i,
      `<meta name="description" content="${escapeHtml(brand.tagline)}">`,
    );
  }
  if (icon) page = page.replace(/<link\b[^>]*\brel=["']?icon["']?[^>]*>/gi, '');
  return page.replace('</head>', `${head.join('')}</head>`);
}
