// The five layouts of member spec §2. Each renders its page through <Outlet />, or the
// children it is given (the remote fallback and the not-found view use the same chrome).
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { LayoutId } from '@heartline/contracts';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

type LayoutProps = { children?: ReactNode };

export function IndexPageLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-index-page">
      <SiteHeader transparent />
      <main id="main">{children ?? <Outlet />}</main>
      <SiteFooter />
    </div>
  );
}

export function StaticLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout-static">
      <SiteHeader />
      <main id="main" className="page">
        {children ?? <Outlet />}
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
        {children ?? <Outlet />}
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
        {children ?? <Outlet />}
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
        {children ?? <Outlet />}
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
