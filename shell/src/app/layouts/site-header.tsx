import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { paths, authAtom, bus } from '@heartline/contracts';
import { Logo } from '../../components/logo';
import { AppLink } from '../../components/app-link';
import { requestRouter } from '../../lib/router-boot';
import { UserMenu } from './user-menu';

const MEMBER_NAV = [
  [paths.profiles(), 'nav.profiles'],
  [paths.matches(), 'nav.matches'],
  [paths.messages('inbox'), 'nav.messages'],
  [paths.favorites(), 'nav.favorites'],
] as const;

export function SiteHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <header className={transparent ? 'site-header site-header-transparent' : 'site-header'}>
      <Logo />
      {isAuthenticated ? (
        <>
          <nav aria-label={t('nav.main')} className="member-nav">
            {MEMBER_NAV.map(([to, key]) => (
              <AppLink key={to} to={to} nav>
                {t(key)}
              </AppLink>
            ))}
          </nav>
          <UserMenu />
        </>
      ) : (
        <div className="visitor-actions">
          <button
            id="header-sign-in"
            type="button"
            className="button button-ghost"
            onClick={() => void requestRouter().then(() => bus.emit('popup:open', { name: 'sign-in' }))}
          >
            {t('nav.sign-in')}
          </button>
          <AppLink to={paths.signUp()} className="button button-primary">
            {t('nav.sign-up')}
          </AppLink>
        </div>
      )}
    </header>
  );
}
