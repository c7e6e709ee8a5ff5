// The five layouts of member spec §2, and the staff console's. They take their page as children: the router passes an
// <Outlet />, the router-less landing page its own content, the fallbacks their views.
// Every member layout draws its header, main area and footer on one content width and margin rule
// (styles/layout.css): their edges line up on every page and every screen.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom, type LayoutId } from '@heartline/contracts';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { TabBar } from './tab-bar';
import { ConsoleLayout } from './console-layout';

type LayoutProps = { children: ReactNode };

/**
 * What sets one layout apart: the header style and the main area's class. `page` is the content
 * container; the landing page (no class) runs its hero edge to edge and contains its sections.
 */
const LAYOUT_CHROME: Record<Exclude<LayoutId, 'console'>, { transparentHeader?: boolean; mainClassName?: string }> = {
  'index-page': { transparentHeader: true },
  static: { mainClassName: 'page' },
  'sign-in': { mainClassName: 'page sign-in-stage' },
  default: { mainClassName: 'page' },
  authenticated: { mainClassName: 'page' },
};

function Layout({ id, children }: LayoutProps & { id: Exclude<LayoutId, 'console'> }) {
  const { transparentHeader = false, mainClassName } = LAYOUT_CHROME[id];
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <div className={isAuthenticated ? `layout layout-${id} layout-with-tab-bar` : `layout layout-${id}`}>
      <SiteHeader transparent={transparentHeader} />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter />
      {isAuthenticated && <TabBar />}
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
