// The staff console's layout (agent spec §2): a compact bar with the brand, who is signed in and
// a way out, and the whole rest of the screen for the console's work. No member navigation or footer.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@heartline/contracts/i18n';
import { sessionRoleAtom } from '@heartline/contracts';
import { Logo } from '../../components/logo';
import { logout } from '../../features/session/session';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useAtomValue(sessionRoleAtom);
  return (
    <div className="layout layout-console">
      <header className="site-header console-header">
        <Logo />
        <span className="console-role">{role === 'admin' ? t('console.admin') : t('console.agent')}</span>
        {/* Before the staff sign-in there is nobody to log out. */}
        {role !== null && (
          <button type="button" className="button button-ghost" onClick={() => logout()}>
            {t('console.log-out')}
          </button>
        )}
      </header>
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  );
}
