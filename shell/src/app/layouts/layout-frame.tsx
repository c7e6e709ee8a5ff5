// The frame every member layout draws (header, main area, footer, and the phone's tab bar when
// given), on one content width and margin rule (styles/layout.css). It imports no member
// navigation: the router's layouts (layouts.tsx) give it the member's header and tab bar, the
// visitor's landing page (landing-layout.tsx) only the visitor's header, so a first visit does
// not load the member's menus.
import type { ComponentType, ReactNode } from 'react';
import type { LayoutId } from '@heartline/contracts';
import { SiteFooter } from './site-footer';

export type MemberLayoutId = Exclude<LayoutId, 'console'>;

/**
 * What sets one layout apart: the header style and the main area's class. `page` is the content
 * container; the landing page (no class) runs its hero edge to edge and contains its sections.
 */
const LAYOUT_CHROME: Record<MemberLayoutId, { transparentHeader?: boolean; mainClassName?: string }> = {
  'index-page': { transparentHeader: true },
  static: { mainClassName: 'page' },
  'sign-in': { mainClassName: 'page sign-in-stage' },
  default: { mainClassName: 'page' },
  authenticated: { mainClassName: 'page' },
};

interface LayoutFrameProps {
  id: MemberLayoutId;
  /** The header, told whether this layout wants it transparent (over the landing's hero). */
  Header: ComponentType<{ transparent?: boolean }>;
  /** The phone's tab bar, for a member. */
  tabBar?: ReactNode;
  /** The site footer under the page (default); an app screen (the messages) asks for none. */
  footer?: boolean;
  /** Below the tablet breakpoint the page is the whole screen, without the site header (styles/layout.css). */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

export function LayoutFrame({ id, Header, tabBar, footer = true, fullScreenOnPhone = false, children }: LayoutFrameProps) {
  const { transparentHeader = false, mainClassName } = LAYOUT_CHROME[id];
  const className = ['layout', `layout-${id}`, tabBar && 'layout-with-tab-bar', fullScreenOnPhone && 'layout-full-screen-phone']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <Header transparent={transparentHeader} />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      {footer && <SiteFooter />}
      {tabBar}
    </div>
  );
}
