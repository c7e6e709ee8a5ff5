// The early request of a member's direct visit (issue 25), run by the page's inline script (same
// nonce as the run-time configuration) before any bundle has arrived. On the member's last visit
// to this address the app remembered (shared-contracts/src/platform/api/early-request.ts) the
// list request the page made, the code and style files it loaded and how its first row's photos
// are offered. With a stored, unexpired session of that same member this starts them all at once:
// the list request (its answer handed to the app, which adopts it instead of sending it again),
// preloads of the page's files, and once the list answers, preloads of the first row's photos in
// the srcset and sizes the card uses. Anything unexpected, and it does nothing: the app then
// loads as it always did.

/** Where the app keeps the remembered request (EARLY_REQUEST_STORAGE_KEY of the contracts). */
export const EARLY_REQUEST_STORAGE_KEY = 'heartline.early-request';
/** The stored session (AUTH_STORAGE_KEY of the shell). */
export const AUTH_STORAGE_KEY = 'heartline.auth';

/**
 * Runs in the page: no imports, no closure (it is inlined as its source text). Returns the early
 * request it started, which the inline script puts on the run-time configuration.
 * @param {{ apiUrl: string, build?: string | null, registry?: { remotes?: { manifest: string }[] } }} config
 * @param {{ storage: Storage, fetch: typeof fetch, now: () => number, location: { pathname: string, search: string, origin: string }, document: Document, innerWidth: number, keys: { early: string, auth: string } }} page
 */
export function startEarlyRequest(config, page) {
  try {
    const read = (key) => JSON.parse(page.storage.getItem(key) ?? 'null');
    const auth = read(page.keys.auth);
    const remembered = read(page.keys.early);
    if (!auth || typeof auth.token !== 'string' || !(auth.expiryDate > page.now())) return undefined;
    if (!remembered || typeof remembered.url !== 'string' || remembered.page !== page.location.pathname + page.location.search)
      return undefined;
    const payload = auth.token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (claims.sub !== remembered.member) return undefined;
    // Only to the API this page talks to (the address may have been remembered against another).
    const api = new URL(config.apiUrl).origin;
    const url = new URL(remembered.url);
    if (url.origin !== api) return undefined;

    const head = page.document.head;
    const link = (attributes) => {
      const element = page.document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
      head.appendChild(element);
    };
    // The page's code and styles, from the same build, on this page's or a registered remote's origin.
    const assets = remembered.assets;
    if (assets && Array.isArray(assets.files) && assets.build === (config.build ?? null)) {
      const origins = new Set([page.location.origin]);
      for (const remote of config.registry?.remotes ?? []) origins.add(new URL(remote.manifest, page.location.origin).origin);
      for (const file of assets.files.slice(0, 60)) {
        const asset = new URL(file, page.location.origin);
        if (!origins.has(asset.origin)) continue;
        const path = asset.pathname;
        if (path.endsWith('.js')) link({ rel: 'preload', as: 'script', href: asset.href });
        else if (path.endsWith('.css')) link({ rel: 'preload', as: 'style', href: asset.href });
        // The federation runtime fetches a remote's manifest with fetch() (CORS).
        else if (path.endsWith('/mf-manifest.json')) link({ rel: 'preload', as: 'fetch', href: asset.href, crossorigin: 'anonymous' });
      }
    }

    const answer = page.fetch(url.href, { headers: { authorization: `Bearer ${auth.token}` } });
    const photos = remembered.photos;
    if (photos && Array.isArray(photos.offered) && Array.isArray(photos.columns)) {
      answer
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body) => {
          const row = photos.columns.find(([minWidth]) => page.innerWidth >= minWidth)?.[1] ?? 0;
          for (const profile of (body?.profiles ?? []).slice(0, row)) {
            const image = profile?.images?.[0];
            if (!image?.path) continue;
            // As the card's <picture> offers it: WebP where the API made it, else the stored sizes.
            const srcset = (urls) =>
              photos.offered
                .filter(([size]) => typeof urls?.[size] === 'string')
                .map(([size, width]) => `${urls[size]} ${width}w`)
                .join(', ');
            const webp = srcset(image.webp);
            const [fallbackSize, fallbackWidth] = photos.fallback ?? [];
            const fallback = srcset(image.path) || (image.path[fallbackSize] ? `${image.path[fallbackSize]} ${fallbackWidth}w` : '');
            if (!webp && !fallback) continue;
            link({
              rel: 'preload',
              as: 'image',
              imagesrcset: webp || fallback,
              imagesizes: photos.sizes,
              type: webp ? 'image/webp' : undefined,
              fetchpriority: 'high',
            });
          }
        })
        .catch(() => undefined);
    }
    return { url: url.href, answer };
  } catch {
    return undefined;
  }
}

/** The inline script's text: starts the early request and hands it to the app on the configuration. */
export function earlyRequestScript() {
  const page = `{storage:localStorage,fetch:fetch.bind(window),now:Date.now,location:location,document:document,innerWidth:innerWidth,keys:${JSON.stringify(
    { early: EARLY_REQUEST_STORAGE_KEY, auth: AUTH_STORAGE_KEY },
  )}}`;
  // Its comments stay here: every page carries the script's text.
  const source = startEarlyRequest
    .toString()
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .map((line) => line.trim())
    .join('\n');
  return `window.__HEARTLINE__.earlyRequest=(${source})(window.__HEARTLINE__,${page});`;
}
