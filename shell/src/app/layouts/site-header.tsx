import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { authAtom } from '@heartline/contracts';
import { Logo } from '../../components/logo';
import { AppLink } from '../../components/app-link';
import { NavIcon } from '../../components/nav-icons';
import { useCurrentPath } from '../../components/current-path';
import { UserMenu } from './user-menu';
import { UnreadBadge, useMessagesHref } from '../../features/realtime/unread-counts';
import { MEMBER_NAV, isInSection } from './member-nav';
import { VisitorActions } from './visitor-header';

/**
 * The header of every member layout. From the tablet breakpoint a member has the main navigation
 * and the account menu here; on a phone it is compact (the logo and the credits) and the main
 * navigation is the tab bar at the bottom of the screen (tab-bar.tsx).
 */
export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAtomValue(authAtom);
  const pathname = useCurrentPath();
  // The badge leads to its unread messages: the inbox, or the class that holds them.
  const messagesHref = useMessagesHref();
  const className = ['site-header', transparent && 'site-header-transparent', isAuthenticated && 'site-header-member']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      <Logo />
      {isAuthenticated ? (
        <>
          <nav aria-label={t('nav.main')} className="member-nav">
            {MEMBER_NAV.map(({ to, labelKey, icon, sections }) => (
              <AppLink
                key={to}
                to={icon === 'messages' ? messagesHref : to}
                aria-current={isInSection(pathname, sections) ? 'page' : undefined}
              >
                <NavIcon name={icon} />
                <span>{t(labelKey)}</span>
                {icon === 'messages' && <UnreadBadge />}
              </AppLink>
            ))}
          </nav>
          <UserMenu />
        </>
      ) : (
        <VisitorActions />
      )}
    </header>
  );
}
