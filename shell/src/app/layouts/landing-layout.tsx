// The landing page's layout for a visitor's first look, without the router: visitors only (a
// member, or a visitor who signs in, gets the router's layouts), so it carries no member menus.
import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';
import { VisitorHeader } from './visitor-header';

export const LandingLayout = ({ children }: { children: ReactNode }) => (
  <LayoutFrame id="index-page" Header={VisitorHeader}>
    {children}
  </LayoutFrame>
);
