// The five layouts of member spec §2, and the staff console's. They take their page as children: the router passes an
// <Outlet />, the router-less landing page its own content, the fallbacks their views.
import type { ReactNode } from 'react';
import type { LayoutId } from '@heartline/contracts';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { ConsoleLayout } from './console-layout';

type LayoutProps = { children: ReactNode };

/** What sets one layout apart: its class, the header style and the main area's class. */
const LAYOUT_CHROME: Record<Exclude<LayoutId, 'console'>, { transparentHeader?: boolean; mainClassName?: string }> = {
  'index-page': { transparentHeader: true },
  static: { mainClassName: 'page' },
  'sign-in': { mainClassName: 'sign-in-stage' },
  default: { mainClassName: 'page' },
  authenticated: { mainClassName: 'page page-wide' },
};

function Layout({ id, children }: LayoutProps & { id: Exclude<LayoutId, 'console'> }) {
  const { transparentHeader = false, mainClassName } = LAYOUT_CHROME[id];
  return (
    <div className={`layout layout-${id}`}>
      <SiteHeader transparent={transparentHeader} />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export const IndexPageLayout = ({ children }: LayoutProps) => <Layout id="index-page">{children}</Layout>;
export const StaticLayout = ({ children }: LayoutProps) => <Layout id="static">{children}</Layout>;
export const SignInLayout = ({ children }: LayoutProps) => <Layout id="sign-in">{children}</Layout>;
export const DefaultLayout = ({ children }: LayoutProps) => <Layout id="default">{children}</Layout>;
export const AuthenticatedLayout = ({ children }: LayoutProps) => <Layout id="authenticated">{children}</Layout>;

export const LAYOUTS: Record<LayoutId, (props: LayoutProps) => ReactNode> = {
  'index-page': IndexPageLayout,
  static: StaticLayout,
  'sign-in': SignInLayout,
  default: DefaultLayout,
  authenticated: AuthenticatedLayout,
  console: ConsoleLayout,
};
