import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { bus, userAtom } from '@heartline/contracts';
import { AppLink } from '../../components/app-link';
import { NavIcon } from '../../components/nav-icons';
import { useCurrentPath } from '../../components/current-path';
import { UnreadBadge, useMessagesHref } from '../../features/realtime/unread-counts';
import { ACCOUNT_SECTIONS, MEMBER_NAV, isInSection } from './member-nav';

/** The id the sidebar popup waits under: pressing the tab again while it is open queues nothing. */
export const SIDEBAR_POPUP_ID = 'sidebar';

/**
 * A member's main navigation on a phone (below the tablet breakpoint; the header carries it from
 * there): the four sections and the account, which opens the full menu (the spec's sidebar
 * popup) as a sheet. Fixed at the bottom, within the thumb's reach, above the safe-area inset.
 */
export function TabBar() {
  const { t } = useTranslation();
  const pathname = useCurrentPath();
  const username = useAtomValue(userAtom)?.username ?? '';
  const inAccount = isInSection(pathname, ACCOUNT_SECTIONS);
  // The badge leads to its unread messages: the inbox, or the class that holds them.
  const messagesHref = useMessagesHref();
  return (
    <nav aria-label={t('nav.main')} className="tab-bar">
      {MEMBER_NAV.map(({ to, labelKey, icon, sections }) => (
        <AppLink
          key={to}
          to={icon === 'messages' ? messagesHref : to}
          className="tab-bar-item"
          aria-current={isInSection(pathname, sections) ? 'page' : undefined}
        >
          <span className="tab-bar-icon">
            <NavIcon name={icon} />
            {icon === 'messages' && <UnreadBadge />}
          </span>
          <span className="tab-bar-label">{t(labelKey)}</span>
        </AppLink>
      ))}
      <button
        type="button"
        className={inAccount ? 'tab-bar-item tab-bar-item-current' : 'tab-bar-item'}
        aria-haspopup="dialog"
        aria-label={t('nav.user-menu', { username })}
        onClick={() => bus.emit('popup:open', { name: 'sidebar', id: SIDEBAR_POPUP_ID })}
      >
        <span className="tab-bar-icon">
          {username ? (
            <span className="avatar avatar-small" aria-hidden="true" data-initial={username.slice(0, 1).toUpperCase()} />
          ) : (
            <NavIcon name="account" />
          )}
        </span>
        <span className="tab-bar-label">{t('nav.account')}</span>
      </button>
    </nav>
  );
}
