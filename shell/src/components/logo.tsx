import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { AGENT_HOME, AUTHENTICATED_HOME, authAtom, brandAtom, isStaffRole, sessionRoleAtom } from '@heartline/contracts';
import { markDataUri } from '@heartline/ui/theme';
import { AppLink } from './app-link';

/**
 * The brand's logo: its mark (an SVG of the brand record, shown as an image, so nothing in it can
 * run) and its name set as the brand's wordmark (tokens --logo-*). It leads to the profiles when
 * signed in (staff: to the console), else to '/' (member spec §2).
 */
export function Logo() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAtomValue(authAtom);
  const home = isStaffRole(useAtomValue(sessionRoleAtom)) ? AGENT_HOME : AUTHENTICATED_HOME;
  const brand = useAtomValue(brandAtom);
  const name = brand?.productName ?? t('brand.fallback-name');
  const mark = markDataUri(brand?.theme);
  return (
    <AppLink to={isAuthenticated ? home : '/'} className="logo" aria-label={t('nav.home', { name })}>
      {mark ? (
        <img className="logo-mark" src={mark} alt="" width={36} height={36} data-testid="logo-mark" />
      ) : (
        <span className="logo-mark" aria-hidden="true">
          ♥
        </span>
      )}
      <span className="logo-text">{name}</span>
    </AppLink>
  );
}
