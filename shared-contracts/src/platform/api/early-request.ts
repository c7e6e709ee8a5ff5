// The early request of a direct visit (issue 25): the page server's inline script
// (tooling/early-request.mjs) reads what the app remembered here on the member's last visit to the
// same address, and sends that list request, preloads the page's code and the first row's photos
// as soon as the page starts, long before the app's bundles have arrived. The app's first request
// to the same URL adopts that answer (client.ts), so the request is never sent twice.

/** Where the remembered request lives (member storage: a logout clears it). Read by tooling/early-request.mjs. */
export const EARLY_REQUEST_STORAGE_KEY = 'heartline.early-request';

/** At most this many code and style files are remembered for a page. */
export const EARLY_REQUEST_MAX_ASSETS = 60;

/** How the first row's photos are offered, exactly as the card offers them (its srcset and sizes). */
export interface EarlyPhotos {
  /** The image sizes the card offers, smallest first, with their widths: `[name, width]`. */
  offered: ReadonlyArray<readonly [string, number]>;
  /** The card's `sizes` attribute. */
  sizes: string;
  /** How many cards a row holds from a viewport width on: `[minWidth, cards]`, widest first. */
  columns: ReadonlyArray<readonly [number, number]>;
  /** The size offered when an image has none of `offered` (the card's fallback): `[name, width]`. */
  fallback: readonly [string, number];
  /** Where the first row's photos were drawn last time, for the early paint. */
  layout?: EarlyLayout;
}

/** The first row's photo boxes as the app drew them, in page coordinates, at one screen width. */
export interface EarlyLayout {
  /** The window's inner width they were drawn at: at any other, nothing is drawn early. */
  width: number;
  /** Each photo's box: `[left, top, width, height]` in CSS pixels from the page's top left corner. */
  boxes: ReadonlyArray<readonly [number, number, number, number]>;
}

/** The element the page's inline script draws the first row's photos in (tooling/early-request.mjs). */
export const EARLY_PAINT_ID = 'early-paint';

/** Where `elements` are on the page now (scrolled or not), at this window's width. */
export function earlyLayoutOf(elements: readonly Element[]): EarlyLayout {
  return {
    width: window.innerWidth,
    boxes: elements.map((element) => {
      const box = element.getBoundingClientRect();
      const round = (value: number) => Math.round(value * 100) / 100;
      return [round(box.left + window.scrollX), round(box.top + window.scrollY), round(box.width), round(box.height)] as const;
    }),
  };
}

/**
 * Ends the early paint: the app's own cards show their photos now (or the page became another).
 * Also tells a list answer still on its way not to draw.
 */
export function endEarlyPaint(): void {
  const config = (globalThis as { __HEARTLINE__?: { earlyPaintEnded?: boolean } }).__HEARTLINE__;
  if (config) config.earlyPaintEnded = true;
  if (typeof document !== 'undefined') document.getElementById(EARLY_PAINT_ID)?.remove();
}

/** What the app remembers of a page's first list request, for the member who made it. */
export interface RememberedRequest {
  /** The member's id (the session token's subject): another member's visit sends nothing early. */
  member: string;
  /** The page's address (path and query) the request belongs to. */
  page: string;
  /** The full URL of the GET, as the client sends it. */
  url: string;
  photos?: EarlyPhotos;
  /** The code, style and manifest files the page loaded, from the build that loaded them. */
  assets?: { build: string | null; files: string[] };
  /**
   * Where the page keeps its list (path prefixes): arriving at `page` from one of them shows the
   * kept list, so a navigation from there sends nothing early (navigation-request.ts of the shell).
   */
  keptWithin?: string[];
}

/** An early request in flight, as the inline script hands it over (window.__HEARTLINE__.earlyRequest). */
export interface EarlyRequest {
  url: string;
  answer: Promise<Response>;
  /** The clock's time (ms) after which the answer is too old to adopt; none for the page's own. */
  until?: number;
  /**
   * The page's own: settles once the first row's photos it drew early are on screen, or at once
   * when it draws none (the shell starts the app after it, shell/src/lib/early-paint-hold.ts).
   */
  shown?: Promise<void>;
}

/** How one of the first row's photos is asked for: as the card's `<picture>` offers it. */
export interface EarlyPhotoSource {
  srcset: string;
  sizes: string;
  /** `image/webp` when the API made WebP sizes of it. */
  type?: string;
}

type PhotoUrls = Partial<Record<string, unknown>> | undefined;

/**
 * The first row's photos of a list answer (`{ profiles: [{ images: [{ path, webp }] }] }`) at a
 * window `innerWidth` wide, in the srcset and sizes the card uses: WebP where the API made it,
 * else the stored sizes. The page's inline script (tooling/early-request.mjs) builds the same
 * (its test holds the two together); anything unexpected in the answer gives fewer photos.
 */
export function firstRowPhotoSources(photos: EarlyPhotos, body: unknown, innerWidth: number): EarlyPhotoSource[] {
  const row = photos.columns.find(([minWidth]) => innerWidth >= minWidth)?.[1] ?? 0;
  const profiles = (body as { profiles?: unknown } | null)?.profiles;
  if (!Array.isArray(profiles)) return [];
  const srcset = (urls: PhotoUrls) =>
    photos.offered
      .filter(([size]) => typeof urls?.[size] === 'string')
      .map(([size, width]) => `${urls?.[size] as string} ${width}w`)
      .join(', ');
  const sources: EarlyPhotoSource[] = [];
  for (const profile of profiles.slice(0, row) as { images?: { path?: PhotoUrls; webp?: PhotoUrls }[] }[]) {
    const image = profile?.images?.[0];
    if (!image?.path) continue;
    const webp = srcset(image.webp);
    const [fallbackSize, fallbackWidth] = photos.fallback;
    const stored = image.path[fallbackSize];
    const fallback = srcset(image.path) || (typeof stored === 'string' ? `${stored} ${fallbackWidth}w` : '');
    if (!webp && !fallback) continue;
    sources.push({ srcset: webp || fallback, sizes: photos.sizes, ...(webp && { type: 'image/webp' }) });
  }
  return sources;
}

/** The script, style and manifest files this page has loaded so far (the page's own address excluded). */
export function loadedAssets(apiOrigin: string): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const files = entries
    .filter((entry) => ['script', 'link', 'fetch'].includes(entry.initiatorType))
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, window.location.href);
      return url.origin !== apiOrigin && /\.(js|css)$|\/mf-manifest\.json$/.test(url.pathname) && url.search === '';
    });
  return [...new Set(files)].slice(0, EARLY_REQUEST_MAX_ASSETS);
}

/** Whether this document was opened on `page` (path and query), rather than reached by the app's navigation. */
export function openedOn(page: string): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation');
  if (!navigation) return false;
  const url = new URL(navigation.name);
  return url.pathname + url.search === page;
}

/** Remembers a page's first list request for the member's next direct visit; storage failures are ignored. */
export function rememberEarlyRequest(request: RememberedRequest): void {
  try {
    localStorage.setItem(EARLY_REQUEST_STORAGE_KEY, JSON.stringify(request));
  } catch {
    // A full or disabled storage only costs the next visit its head start.
  }
}

/** The remembered request, when storage holds one of the expected shape; else null. */
export function readEarlyRequest(): RememberedRequest | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(EARLY_REQUEST_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { member, page, url } = stored as Partial<RememberedRequest>;
    return typeof member === 'string' && typeof page === 'string' && typeof url === 'string' ? (stored as RememberedRequest) : null;
  } catch {
    return null;
  }
}

/** The build id of the page (the page server's run-time configuration), or null. */
export function pageBuild(): string | null {
  const config = (globalThis as { __HEARTLINE__?: { build?: unknown } }).__HEARTLINE__;
  return typeof config?.build === 'string' ? config.build : null;
}
