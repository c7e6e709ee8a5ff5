import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AUTHENTICATED_HOME, authAtom, brandAtom } from '@heartline/contracts';

/** The logo leads to the profiles when signed in, else to '/' (member spec §2). */
export function Logo() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAtomValue(authAtom);
  const name = useAtomValue(brandAtom)?.productName ?? t('brand.fallback-name');
  return (
    <Link to={isAuthenticated ? AUTHENTICATED_HOME : '/'} className="logo" aria-label={t('nav.home', { name })}>
      <span className="logo-mark" aria-hidden="true">♥</span>
      <span className="logo-text">{name}</span>
    </Link>
  );
}
