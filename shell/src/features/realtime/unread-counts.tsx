// The member's unread messages (member spec §3 "Unread counts"), as the user channel reports them
// (`unread:changed` on connect and on change): kept in the shell's store so the navigation shows
// the total on every page, forgotten when the session ends.
import { atom, useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { bus, type UnreadCounts } from '@heartline/contracts';
import { store } from '../../lib/store';

export const unreadCountsAtom = atom<UnreadCounts | null>(null);

bus.on('unread:changed', (counts) => store.set(unreadCountsAtom, counts));
bus.on('session:ended', () => store.set(unreadCountsAtom, null));

/** The total unread beside the Messages link; nothing when there is none. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const total = useAtomValue(unreadCountsAtom)?.total ?? 0;
  if (total <= 0) return null;
  return (
    <span className="nav-unread-badge">
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="visually-hidden">{t('nav.unread', { count: total })}</span>
    </span>
  );
}
