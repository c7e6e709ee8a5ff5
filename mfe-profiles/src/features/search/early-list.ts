// A plain /profiles remembers its first list request for the member's next direct visit (issue
// 25): the page server's inline script sends it, with the page's code and the first row's photos,
// before the bundles arrive, and this list's first request adopts the answer (the contracts'
// client). Remembered on each plain visit, so a changed preference or a new build is picked up.
import {
  api,
  earlyLayoutOf,
  loadedAssets,
  openedOn,
  pageBuild,
  readEarlyRequest,
  rememberEarlyRequest,
  type EarlyLayout,
} from '@heartline/contracts';
import { CARD_PHOTOS, CARD_ROW_COLUMNS } from '../../lib/image-sources';
import { PROFILES_LIST_PATH } from '../../lib/profiles-list-href';
import { PROFILE_FIRST_PAGE } from './profiles-list-state';
import type { ProfileSearch } from './search-address';
import { toSearchParams } from './search-query';

/** The URL of a search's first page, exactly as the list asks for it. */
export function firstPageUrl({ filters, sorting }: ProfileSearch): string {
  return api.requestUrl('/profiles', toSearchParams(filters, { ...sorting, page: PROFILE_FIRST_PAGE }));
}

/**
 * The pages under the profiles section (exposed/routes.ts): arriving at /profiles from one of
 * them shows the kept list, so the shell sends no list on that navigation.
 */
export const LIST_KEPT_WITHIN = [PROFILES_LIST_PATH, '/profile/'];

/** The first row's photo boxes of the list drawn in `grid`, at this window's width. */
function firstRowLayout(grid: HTMLElement | null) {
  if (!grid) return undefined;
  const row = CARD_ROW_COLUMNS.find(([minWidth]) => window.innerWidth >= minWidth)?.[1] ?? 0;
  const photos = [...grid.querySelectorAll('.profile-card-image')].slice(0, row);
  return photos.length > 0 ? earlyLayoutOf(photos) : undefined;
}

/**
 * Remembers the plain list's request of `member`, with where its first row's photos are drawn
 * (`layout`: the next visit draws them there before the app runs); the page's files only when the
 * page was opened here.
 */
function rememberPlainList(member: string, search: ProfileSearch, layout: EarlyLayout | undefined): void {
  const direct = openedOn(PROFILES_LIST_PATH);
  rememberEarlyRequest({
    member,
    page: PROFILES_LIST_PATH,
    url: firstPageUrl(search),
    photos: layout ? { ...CARD_PHOTOS, layout } : CARD_PHOTOS,
    keptWithin: LIST_KEPT_WITHIN,
    ...(direct && { assets: { build: pageBuild(), files: loadedAssets(new URL(api.publicUrl('/')).origin) } }),
  });
}

/** Where the member's plain list drew its first row's photos last time, at this window's width. */
function keptLayout(member: string): EarlyLayout | undefined {
  const stored = readEarlyRequest();
  const layout = stored?.member === member && stored.page === PROFILES_LIST_PATH ? stored.photos?.layout : undefined;
  return layout?.width === window.innerWidth ? layout : undefined;
}

/** The longest the measuring waits for an idle moment after the list is drawn. */
const REMEMBER_IDLE_TIMEOUT_MS = 1_000;

/** Runs `work` once the browser is idle (without idle callbacks, Safari: after the next frame); answers its cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: REMEMBER_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Remembers the plain list's request of `member` at once, with where its photos were drawn last
 * time, and measures where they are drawn now once the browser has drawn the list and is idle (or
 * the page is being left), not in the task that drew it: reading the photos' boxes right after the
 * cards are committed forces a layout of the whole page inside that task, which a phone feels as
 * blocking time. Answers a cleanup (another search, or leaving the list) that stops the measuring.
 */
export function rememberPlainListWhenIdle(member: string, search: ProfileSearch, grid: () => HTMLElement | null): () => void {
  rememberPlainList(member, search, keptLayout(member));
  const measure = () => {
    stop();
    const layout = firstRowLayout(grid());
    if (layout) rememberPlainList(member, search, layout);
  };
  const cancelIdle = whenIdle(measure);
  window.addEventListener('pagehide', measure);
  const stop = () => {
    cancelIdle();
    window.removeEventListener('pagehide', measure);
  };
  return stop;
}
