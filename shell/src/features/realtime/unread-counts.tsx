// The member's unread messages (member spec §3 "Unread counts"), as the user channel reports them
// (`unread:changed` on connect and on change): kept in the shell's store so the navigation shows
// the total on every page, forgotten when the session ends.
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { bus, paths, unreadCountsAtom } from '@heartline/contracts';
import { classWithUnread } from '@heartline/contracts/rules';
import { store } from '../../lib/store';

export { unreadCountsAtom };

bus.on('unread:changed', (counts) => store.set(unreadCountsAtom, counts));
bus.on('session:ended', () => store.set(unreadCountsAtom, null));

/** Where the Messages link goes: the class holding the unread messages (the inbox when none are). */
export function useMessagesHref(): string {
  return paths.messages(classWithUnread(useAtomValue(unreadCountsAtom)));
}

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
