import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { missingMembershipFeatures, paths, userAtom, type PopupProps } from '@heartline/contracts';
import { Dialog } from '@heartline/ui';
import { AppLink } from '../../components/app-link';
import { NavIcon } from '../../components/nav-icons';
import { useCurrentPath } from '../../components/current-path';
import { logout } from '../../features/session/session';
import { ACCOUNT_LINKS, MEMBER_NAV, isInSection } from './member-nav';

/**
 * The sidebar popup of member spec §2: a phone's full menu, opened by the tab bar's account tab.
 * A sheet from the bottom of the screen (a centred dialog from the tablet breakpoint): who is
 * signed in and their credits, the way to more, every section and the account's pages, log out.
 * A link closes it on its way to the page; a press on the backdrop closes it as a menu does.
 */
export function SidebarPopup({ close }: PopupProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const pathname = useCurrentPath();
  const current = (sections: readonly string[]) => (isInSection(pathname, sections) ? 'page' : undefined);
  return (
    <Dialog title={t('nav.menu')} onClose={close} closeLabel={t('popup.close')} backdrop="close" variant="sheet" className="sidebar-sheet">
      {user && (
        <div className="sidebar-member">
          <span className="avatar avatar-large" aria-hidden="true">
            {user.username.slice(0, 1).toUpperCase()}
          </span>
          <div className="sidebar-member-text">
            <p className="sidebar-member-name">{user.username}</p>
            <p className="sidebar-member-credits">{t('nav.credits', { count: user.credits })}</p>
          </div>
          <AppLink to={paths.upgrade('credits')} className="button button-primary sidebar-buy" onClick={close}>
            {t('nav.upgrade')}
          </AppLink>
        </div>
      )}
      <nav aria-label={t('nav.menu')} className="sidebar-nav">
        <ul className="sidebar-links sidebar-links-grid">
          {MEMBER_NAV.map(({ to, labelKey, icon, sections }) => (
            <li key={to}>
              <AppLink to={to} aria-current={current(sections)} onClick={close}>
                <NavIcon name={icon} />
                <span>{t(labelKey)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
        <ul className="sidebar-links">
          {/* The way to a membership while one would grant the member something more (the brands' memberships differ). */}
          {user && missingMembershipFeatures(user).length > 0 && (
            <li>
              <AppLink to={paths.upgrade('premium')} aria-current={current([paths.upgrade('premium')])} onClick={close}>
                <NavIcon name="premium" />
                <span>{t('nav.go-vip')}</span>
              </AppLink>
            </li>
          )}
          {ACCOUNT_LINKS.map(({ to, labelKey, icon, isCurrent }) => (
            <li key={to}>
              <AppLink to={to} aria-current={isCurrent(pathname) ? 'page' : undefined} onClick={close}>
                <NavIcon name={icon} />
                <span>{t(labelKey)}</span>
              </AppLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => logout()}>
              <NavIcon name="log-out" />
              <span>{t('nav.log-out')}</span>
            </button>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
