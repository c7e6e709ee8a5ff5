// The early request of a member's direct visit (issue 25), run by the page's inline script (same
// nonce as the run-time configuration) before any bundle has arrived. On the member's last visit
// to this address the app remembered (shared-contracts/src/platform/api/early-request.ts) the
// list request the page made, the code and style files it loaded and how its first row's photos
// are offered. With a stored, unexpired session of that same member this starts them all at once:
// the list request (its answer handed to the app, which adopts it instead of sending it again),
// preloads of the page's files, and once the list answers, the first row's photos in the srcset
// and sizes the card uses: preloaded, and drawn (the early paint) where the app drew those cards'
// photos at this screen width last time, above the loader, so the member sees them before the
// bundles have run; the app removes the early paint once its own first card shows its photo.
// Anything unexpected, and it does nothing: the app then loads as it always did.

/** Where the app keeps the remembered request (EARLY_REQUEST_STORAGE_KEY of the contracts). */
export const EARLY_REQUEST_STORAGE_KEY = 'heartline.early-request';
/** The element the first row's photos are drawn in before the app shows its cards (EARLY_PAINT_ID of the contracts). */
export const EARLY_PAINT_ID = 'early-paint';
/** The stored session (AUTH_STORAGE_KEY of the shell). */
export const AUTH_STORAGE_KEY = 'heartline.auth';

/**
 * Runs in the page: no imports, no closure (it is inlined as its source text). Returns the early
 * request it started, which the inline script puts on the run-time configuration.
 * @param {{ apiUrl: string, build?: string | null, registry?: { remotes?: { manifest: string }[] }, earlyPaintEnded?: boolean }} config
 * @param {{ storage: Storage, fetch: typeof fetch, now: () => number, later: (run: () => void, ms: number) => unknown, frame: (run: () => void) => unknown, mark: (name: string) => unknown, location: { pathname: string, search: string, origin: string }, document: Document, innerWidth: number, keys: { early: string, auth: string, paint: string } }} page
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

    // The list first: it decides which photos the page needs, and every file after it shares the line.
    page.mark('heartline:early-request');
    const answer = page.fetch(url.href, { headers: { authorization: `Bearer ${auth.token}` } });
    const head = page.document.head;
    const link = (attributes) => {
      const element = page.document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
      head.appendChild(element);
      return element;
    };
    // The page's code and styles, from the same build, on this page's or a registered remote's
    // origin: once the first row's photos are in (or 2 s at most), so that they do not share the
    // line with some 250 KB of code, and the page is parsed without waiting for sixty preloads.
    let assetsStarted = false;
    const preloadAssets = () => {
      const assets = remembered.assets;
      if (assetsStarted || !assets || !Array.isArray(assets.files) || assets.build !== (config.build ?? null)) return;
      assetsStarted = true;
      const origins = new Set([page.location.origin]);
      const files = assets.files.slice(0, 60);
      // One at a time, each in a task of its own: a preload costs the main thread 20-45 ms on the
      // bench's phone (a trace: eight in one task made one task of 372 ms, which the app's start
      // then waited behind), and neither the list's answer nor the app may queue behind them.
      const preload = (index) => {
        try {
          if (index === 0)
            for (const remote of config.registry?.remotes ?? []) origins.add(new URL(remote.manifest, page.location.origin).origin);
          const asset = new URL(files[index], page.location.origin);
          const path = asset.pathname;
          // Only from this page's origin or a registered remote's.
          const ours = origins.has(asset.origin);
          if (ours && path.endsWith('.js')) link({ rel: 'preload', as: 'script', href: asset.href });
          else if (ours && path.endsWith('.css')) link({ rel: 'preload', as: 'style', href: asset.href });
          // The federation runtime fetches a remote's manifest with fetch() (CORS).
          else if (ours && path.endsWith('/mf-manifest.json'))
            link({ rel: 'preload', as: 'fetch', href: asset.href, crossorigin: 'anonymous' });
          if (index + 1 < files.length) page.later(() => preload(index + 1), 0);
        } catch {
          // A remembered file that is not an address: the app loads its files itself.
        }
      };
      if (files.length > 0) page.later(() => preload(0), 0);
    };
    page.later(preloadAssets, 2_000);

    // `shown` tells the app when the first row's photos are on screen (loaded, decoded and one frame
    // drawn), or that there are none to draw: the app's start holds the main thread for some half
    // a second on a slow phone, and the list's answer and the photos' paint must not queue behind it.
    let show;
    const shown = new Promise((resolve) => (show = resolve));
    const afterPaint = () => page.frame(() => page.later(show, 0));

    const photos = remembered.photos;
    if (photos && Array.isArray(photos.offered) && Array.isArray(photos.columns)) {
      void answer
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body) => {
          page.mark('heartline:early-list');
          const row = photos.columns.find(([minWidth]) => page.innerWidth >= minWidth)?.[1] ?? 0;
          const layout = photos.layout;
          const boxes =
            layout && layout.width === page.innerWidth && Array.isArray(layout.boxes)
              ? layout.boxes.map((box) => (Array.isArray(box) && box.length === 4 && box.every(Number.isFinite) ? box : null))
              : [];
          let layer = null;
          const arriving = [];
          for (const [index, profile] of (body?.profiles ?? []).slice(0, row).entries()) {
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
            const preload = link({
              rel: 'preload',
              as: 'image',
              imagesrcset: webp || fallback,
              imagesizes: photos.sizes,
              type: webp ? 'image/webp' : undefined,
              fetchpriority: 'high',
            });
            arriving.push(new Promise((resolve) => (preload.onload = preload.onerror = resolve)));
            // Drawn where the app drew this card's photo at this width on the last visit, above the
            // loader, until the app's own card shows it (the contracts' endEarlyPaint).
            const box = boxes[index];
            if (!box || config.earlyPaintEnded || !page.document.body) continue;
            if (!layer) {
              layer = page.document.createElement('div');
              layer.id = page.keys.paint;
              layer.setAttribute('aria-hidden', 'true');
              Object.assign(layer.style, {
                position: 'absolute',
                top: '0',
                left: '0',
                width: '100%',
                zIndex: 'calc(var(--z-loader, 1001) + 1)',
                pointerEvents: 'none',
              });
              page.document.body.appendChild(layer);
              // Whatever happens to the app, the early paint never outstays ten seconds.
              page.later(() => layer.remove(), 10_000);
            }
            const photo = page.document.createElement('img');
            photo.alt = '';
            photo.decoding = 'async';
            photo.setAttribute('fetchpriority', 'high');
            photo.sizes = photos.sizes;
            photo.srcset = webp || fallback;
            const [left, top, width, height] = box;
            Object.assign(photo.style, {
              position: 'absolute',
              left: `${left}px`,
              top: `${top}px`,
              width: `${width}px`,
              height: `${height}px`,
              objectFit: 'cover',
              borderRadius: 'var(--radius-card) var(--radius-card) 0 0',
            });
            layer.appendChild(photo);
            if (typeof photo.decode === 'function') arriving.push(photo.decode().catch(() => undefined));
          }
          if (layer) page.mark('heartline:early-paint');
          return Promise.all(arriving);
        })
        .catch(() => undefined)
        .then(() => {
          preloadAssets();
          afterPaint();
        });
    } else {
      preloadAssets();
      show();
    }
    return { url: url.href, answer, shown };
  } catch {
    return undefined;
  }
}

/** The inline script's text: starts the early request and hands it to the app on the configuration. */
export function earlyRequestScript() {
  const page = `{storage:localStorage,fetch:fetch.bind(window),now:Date.now,later:setTimeout.bind(window),frame:requestAnimationFrame.bind(window),mark:performance.mark.bind(performance),location:location,document:document,innerWidth:innerWidth,keys:${JSON.stringify(
    { early: EARLY_REQUEST_STORAGE_KEY, auth: AUTH_STORAGE_KEY, paint: EARLY_PAINT_ID },
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
