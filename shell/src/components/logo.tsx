import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { AGENT_HOME, AUTHENTICATED_HOME, authAtom, brandAtom, isStaffRole, sessionRoleAtom } from '@heartline/contracts';
import { AppLink } from './app-link';

/** The logo leads to the profiles when signed in (staff: to the console), else to '/' (member spec §2). */
export function Logo() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAtomValue(authAtom);
  const home = isStaffRole(useAtomValue(sessionRoleAtom)) ? AGENT_HOME : AUTHENTICATED_HOME;
  const name = useAtomValue(brandAtom)?.productName ?? t('brand.fallback-name');
  return (
    <AppLink to={isAuthenticated ? home : '/'} className="logo" aria-label={t('nav.home', { name })}>
      <span className="logo-mark" aria-hidden="true">♥</span>
      <span className="logo-text">{name}</span>
    </AppLink>
  );
}
