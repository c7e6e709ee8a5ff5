// One popup is active at a time; the others wait and open in order (member spec §2). The terms
// and conditions go before anything else: they must be accepted before the rest is used.
import { bus, popupQueueAtom, type PopupName, type PopupRequest, type QueuedPopup } from '@heartline/contracts';
import { store } from '../../lib/store';

/** Popups that take the head of the queue, ahead of any already waiting or open. */
const FIRST_IN_LINE: readonly PopupName[] = ['terms-and-conditions'];

let counter = 0;

export function enqueuePopup(request: PopupRequest): QueuedPopup {
  const popup: QueuedPopup = { id: request.id ?? `popup-${++counter}`, name: request.name, props: request.props ?? {} };
  store.set(popupQueueAtom, (queue) => {
    // A popup asked for again under its id (the terms, asked at start and at sign-in) waits once.
    if (queue.some((queued) => queued.id === popup.id)) return queue;
    if (!FIRST_IN_LINE.includes(popup.name)) return [...queue, popup];
    const ahead = queue.filter((queued) => FIRST_IN_LINE.includes(queued.name));
    return [...ahead, popup, ...queue.filter((queued) => !FIRST_IN_LINE.includes(queued.name))];
  });
  return popup;
}

/** Closes the given popup, or the active one; the next in line opens. */
export function closePopup(id?: string): void {
  store.set(popupQueueAtom, (queue) => (id ? queue.filter((popup) => popup.id !== id) : queue.slice(1)));
}

export function listenToPopupRequests(): () => void {
  const open = (request: PopupRequest) => void enqueuePopup(request);
  const close = ({ id }: { id?: string }) => closePopup(id);
  bus.on('popup:open', open);
  bus.on('popup:close', close);
  return () => {
    bus.off('popup:open', open);
    bus.off('popup:close', close);
  };
}
