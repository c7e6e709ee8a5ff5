// The terms and conditions popup of member spec §2: asked on the first visit of a browser to a
// brand, before any other popup, until accepted; not asked of a member who accepted the same
// version on another device. An acceptance made here is recorded on the member as soon as one
// is signed in (at once, or at their next sign-in).
import { TERMS_VERSION, acceptTerms, brandAtom, bus, popupQueueAtom, userAtom } from '@heartline/contracts';
import { now } from '../../lib/clock';
import { store } from '../../lib/store';
import { acceptedByMember, acceptedInThisBrowser, isTermsStorageKey, rememberInThisBrowser } from './terms-acceptance';

/** The popup's id in the queue: asked for again, it still waits once. */
export const TERMS_POPUP_ID = 'terms-and-conditions';

/** Members whose acceptance is being recorded, so a burst of user updates sends one request. */
const recording = new Set<string>();

/** Asks, remembers or records, from what is known now (brand, member, this browser). */
export function reconcileTerms(): void {
  const brand = store.get(brandAtom);
  if (!brand) return;
  const user = store.get(userAtom);
  const member = acceptedByMember(user);
  let here = acceptedInThisBrowser(brand.domain);
  if (member && !here) {
    rememberInThisBrowser(brand.domain, user!.termsAccepted!.date);
    here = true;
  }
  if (here && user && !member) recordOnMember(user._id);

  const queued = store.get(popupQueueAtom).some((popup) => popup.id === TERMS_POPUP_ID);
  if (here) {
    if (queued) bus.emit('popup:close', { id: TERMS_POPUP_ID });
  } else if (!queued) {
    bus.emit('popup:open', { name: 'terms-and-conditions', id: TERMS_POPUP_ID });
  }
}

/** The visitor or member accepted the terms in force on this page. */
export function acceptTermsHere(): void {
  const brand = store.get(brandAtom);
  if (!brand) return;
  rememberInThisBrowser(brand.domain, new Date(now()).toISOString());
  reconcileTerms();
}

function recordOnMember(id: string): void {
  if (recording.has(id)) return;
  recording.add(id);
  acceptTerms(id, TERMS_VERSION)
    .then(
      (user) => {
        if (store.get(userAtom)?._id === user._id) store.set(userAtom, user);
      },
      // Still accepted in this browser: recorded on the member at their next visit.
      () => undefined,
    )
    .finally(() => recording.delete(id));
}

/** Starts once the brand and the session are known; follows the member, the queue and other tabs. */
export function watchTerms(): () => void {
  reconcileTerms();
  const offUser = store.sub(userAtom, reconcileTerms);
  // A logout empties the queue: the terms come back if they are still not accepted.
  const offQueue = store.sub(popupQueueAtom, reconcileTerms);
  // Accepted in another tab: this one stops asking.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || isTermsStorageKey(event.key)) reconcileTerms();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offUser();
    offQueue();
    window.removeEventListener('storage', onStorage);
  };
}
