import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, userAtom } from '@heartline/contracts';
import { logout } from '../../features/session/session';
import { AppLink } from '../../components/app-link';
import { ACCOUNT_LINKS } from './member-nav';
import { NavIcon } from '../../components/nav-icons';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const username = user?.username ?? '';
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    // A press anywhere else closes the menu, as a menu does.
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
  return (
    <div className="user-menu" ref={menuRef}>
      {user && (
        // On a small phone and a tablet the word gives way to the coin (the link's name keeps it).
        <AppLink
          to={paths.upgrade('credits')}
          className="credits-badge"
          data-testid="credits"
          aria-label={t('nav.credits', { count: user.credits })}
        >
          <NavIcon name="credits" />
          <span>{user.credits}</span> <span className="credits-word">{t('nav.credits-word', { count: user.credits })}</span>
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
        <span className="avatar" aria-hidden="true" data-initial={username.slice(0, 1).toUpperCase()} />
        <span className="user-menu-name" data-testid="current-username">
          {username}
        </span>
      </button>
      {open && (
        <ul id={menuId} className="user-menu-list">
          {/* What the phone's menu reaches: the profile, interests, settings, the help centre. */}
          {ACCOUNT_LINKS.map(({ to, labelKey }) => (
            <li key={to}>
              <AppLink to={to} onClick={() => setOpen(false)}>
                {t(labelKey)}
              </AppLink>
            </li>
          ))}
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
