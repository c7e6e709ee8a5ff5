// Shared jotai atoms every app reads: the brand, the popup queue, the page loader and the unread
// counts (the
// session's atoms are the accounts', accounts/atoms.ts). The shell holds the one store; remotes
// read these with hooks because `jotai` and `@heartline/contracts` are shared singletons.
import { atom } from 'jotai';
import type { Brand } from './entities/brand';
import type { QueuedPopup } from './popups';
import type { UnreadCounts } from './realtime';

export const brandAtom = atom<Brand | null>(null);
export const popupQueueAtom = atom<QueuedPopup[]>([]);
/** Requests currently showing the page loader; the loader shows while it is above zero. */
export const pageLoaderCountAtom = atom(0);
export const pageLoaderVisibleAtom = atom((get) => get(pageLoaderCountAtom) > 0);
/**
 * The member's unread messages per class as the user channel last said (`unread:changed`): the
 * shell keeps it (features/realtime/unread-counts.tsx), the navigation and the messages tabs read it.
 */
export const unreadCountsAtom = atom<UnreadCounts | null>(null);
