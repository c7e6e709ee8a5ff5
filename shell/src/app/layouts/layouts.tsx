// The five layouts of member spec §2. They take their page as children: the router passes an
// <Outlet />, the router-less landing page its own content, the fallbacks their views.
import type { ReactNode } from 'react';
import type { LayoutId } from '@heartline/contracts';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

type LayoutProps = { children: ReactNode };

export function IndexPageLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-index-page">
      <SiteHeader transparent />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  );
}

export function StaticLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-static">
      <SiteHeader />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function SignInLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-sign-in">
      <SiteHeader />
      <main id="main" className="sign-in-stage">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function DefaultLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-default">
      <SiteHeader />
      <main id="main" className="page">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function AuthenticatedLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-authenticated">
      <SiteHeader />
      <main id="main" className="page page-wide">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export const LAYOUTS: Record<LayoutId, (props: LayoutProps) => ReactNode> = {
  'index-page': IndexPageLayout,
  static: StaticLayout,
  'sign-in': SignInLayout,
  default: DefaultLayout,
  authenticated: AuthenticatedLayout,
};
