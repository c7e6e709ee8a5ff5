import { useTranslation } from '@heartline/contracts/i18n';
import { paths, bus } from '@heartline/contracts';
import { Logo } from '../../components/logo';
import { AppLink } from '../../components/app-link';
import { requestRouter } from '../../lib/router-boot';

/** A visitor's way in: sign in (the router starts, then its popup opens) or join. */
export function VisitorActions() {
  const { t } = useTranslation();
  return (
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
  );
}

/** The header of a page only a visitor sees (the landing page before the router starts). */
export function VisitorHeader({ transparent = false }: { transparent?: boolean }) {
  return (
    <header className={transparent ? 'site-header site-header-transparent' : 'site-header'}>
      <Logo />
      <VisitorActions />
    </header>
  );
}
