// A member tapping their way to a page whose list the app remembered (issue 25 item 2: "Profiles"
// in the tab bar of a shell page). The page's code and the list used to come one after the other:
// the list left once the page's chunk had arrived and rendered, 0.5 to 0.9 s after the tap on the
// bench's phone. Now the router's navigation starts it beside the code (the contracts' client
// offers the answer, and the page's first GET of it adopts it), and once the list answers the
// first row's photos are preloaded as the card offers them, so they are in when the cards are.
// The same remembered request the page server's inline script sends on a direct visit
// (shared-contracts/src/platform/api/early-request.ts).
import {
  api,
  firstRowPhotoSources,
  now,
  readEarlyRequest,
  userAtom,
  type EarlyPhotoSource,
  type RememberedRequest,
} from '@heartline/contracts';
import type { Location } from '@heartline/contracts/router';
import { store } from '../../lib/store';

/** What the navigation request reads of the router: where it is, and where a navigation is going. */
export interface NavigationSource {
  subscribe(listener: (state: { location: Location; navigation: { state: string; location?: Location } }) => void): () => void;
}

/**
 * How long an answer offered on a navigation may be adopted: long enough for the page's code on a
 * slow phone, short enough that a page that never asked (its list was kept) leaves no old list.
 */
export const NAVIGATION_OFFER_MS = 30_000;

/** What the navigation request reads of the page, so a test can hand in its own. */
export interface NavigationRequestDeps {
  remembered: () => RememberedRequest | null;
  member: () => string | null;
  send: (url: string, until: number) => Promise<Response> | undefined;
  preloadPhotos: (sources: EarlyPhotoSource[]) => void;
  innerWidth: () => number;
}

const pageDeps: NavigationRequestDeps = {
  remembered: readEarlyRequest,
  member: () => store.get(userAtom)?._id ?? null,
  send: (url, until) => api.sendEarly(url, until),
  preloadPhotos,
  innerWidth: () => window.innerWidth,
};

/**
 * Starts the remembered list request when the router sets off for its page from a page that does
 * not keep that list (`keptWithin`: from a profile back to /profiles the kept list shows, and no
 * request is made), for the member who made it.
 */
export function followNavigations(router: NavigationSource, deps: NavigationRequestDeps = pageDeps): () => void {
  let started: string | null = null;
  return router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state === 'idle' || !target) {
      started = null;
      return;
    }
    // One start per navigation: the router reports each of its steps.
    if (started === target.key) return;
    started = target.key;
    const remembered = deps.remembered();
    if (!remembered || remembered.page !== target.pathname + target.search) return;
    const from = state.location.pathname;
    if (from + state.location.search === remembered.page) return;
    if ((remembered.keptWithin ?? []).some((prefix) => from.startsWith(prefix))) return;
    if (remembered.member !== deps.member()) return;
    const answer = deps.send(remembered.url, now() + NAVIGATION_OFFER_MS);
    const photos = remembered.photos;
    if (!answer || !photos) return;
    void answer
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: unknown) => deps.preloadPhotos(firstRowPhotoSources(photos, body, deps.innerWidth())))
      .catch(() => undefined);
  });
}

/** High-priority preloads of the photos; each link goes once its photo is in (the memory cache keeps it). */
function preloadPhotos(sources: EarlyPhotoSource[]): void {
  for (const { srcset, sizes, type } of sources) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', sizes);
    if (type) link.type = type;
    link.setAttribute('fetchpriority', 'high');
    link.onload = link.onerror = () => link.remove();
    document.head.appendChild(link);
  }
}
