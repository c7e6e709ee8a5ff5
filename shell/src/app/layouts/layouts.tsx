// The five layouts of member spec §2, and the staff console's, for the router: they take their page as
// children (the router passes an <Outlet />, the fallbacks their views). The router-less landing page
// for a visitor uses landing-layout.tsx, the same frame without the member's menus.
// Every member layout draws its header, main area and footer on one content width and margin rule
// (styles/layout.css): their edges line up on every page and every screen.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom, type LayoutId } from '@heartline/contracts';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';
import { ConsoleLayout } from './console-layout';
import { LayoutFrame, type MemberLayoutId } from './layout-frame';
import { usePageChrome } from '../../components/page-chrome';

type LayoutProps = { children: ReactNode };

function Layout({ id, children }: LayoutProps & { id: MemberLayoutId }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  // A page that is the whole screen on a phone (a conversation) has no tab bar: the tab bar is
  // only ever shown on a phone.
  const { footer, fullScreenOnPhone } = usePageChrome();
  return (
    <LayoutFrame
      id={id}
      Header={SiteHeader}
      tabBar={isAuthenticated && !fullScreenOnPhone ? <TabBar /> : undefined}
      footer={footer}
      fullScreenOnPhone={fullScreenOnPhone}
    >
      {children}
    </LayoutFrame>
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
