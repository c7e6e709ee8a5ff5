// The popups the shell contributes itself (remotes contribute theirs through RemoteModule.popups):
// the terms and conditions, shown on the first visit before any remote is loaded. They step
// aside where the member reads them (/terms) and where a member signs in (/sign-in): a member
// who accepted them on another device is recognised there and not asked again. And the sidebar,
// a phone's full menu, opened by the tab bar's account tab.
import type { ShellPopups } from './popup-host';
import { paths } from '@heartline/contracts';

export const SHELL_POPUPS: ShellPopups = {
  'terms-and-conditions': {
    load: () => import('../features/terms/terms-popup').then((module) => module.TermsPopup),
    stepsAsideOn: [paths.terms(), paths.signIn()],
  },
  sidebar: {
    load: () => import('./layouts/sidebar-popup').then((module) => module.SidebarPopup),
  },
};
