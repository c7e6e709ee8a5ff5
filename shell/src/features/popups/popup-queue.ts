// One popup is active at a time; the others wait and open in order (member spec §2).
import { bus, popupQueueAtom, type PopupRequest, type QueuedPopup } from '@heartline/contracts';
import { store } from '../../lib/store';

let counter = 0;

export function enqueuePopup(request: PopupRequest): QueuedPopup {
  const popup: QueuedPopup = { id: request.id ?? `popup-${++counter}`, name: request.name, props: request.props ?? {} };
  store.set(popupQueueAtom, (queue) => [...queue, popup]);
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
