import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, userAtom } from '@heartline/contracts';
import { logout } from '../../features/session/session';
import { AppLink } from '../../components/app-link';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const username = user?.username ?? '';
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="user-menu">
      {user && (
        <AppLink to={paths.upgrade('credits')} className="credits-badge" data-testid="credits">
          {t('nav.credits', { count: user.credits })}
        </AppLink>
      )}
      <button
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.user-menu', { username })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </span>
        <span data-testid="current-username">{username}</span>
      </button>
      {open && (
        <ul id={menuId} className="user-menu-list">
          <li>
            <AppLink to={paths.user()} onClick={() => setOpen(false)}>
              {t('nav.my-profile')}
            </AppLink>
          </li>
          <li>
            <AppLink to={paths.settings()} onClick={() => setOpen(false)}>
              {t('nav.settings')}
            </AppLink>
          </li>
          <li>
            <button type="button" onClick={() => logout()}>
              {t('nav.log-out')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
