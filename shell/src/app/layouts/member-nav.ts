// The member's main navigation (member spec §2), one list for the desktop header and the phone's
// tab bar, and what counts as being in each section: a link is current on its page and below it
// (Messages on every messages page, Profiles on a single profile too). Sections come from the
// contracts' paths: the routes belong to the remotes.
import { paths } from '@heartline/contracts';
import type { NavIconName } from '../../components/nav-icons';

/** The first segment of a path: the section it lies in (a chat's path lies in the messages section). */
export function sectionOf(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

export interface MemberNavItem {
  to: string;
  labelKey: string;
  icon: NavIconName;
  sections: readonly string[];
}

export const MEMBER_NAV: readonly MemberNavItem[] = [
  { to: paths.profiles(), labelKey: 'nav.profiles', icon: 'profiles', sections: [paths.profiles(), sectionOf(paths.profile('id'))] },
  { to: paths.matches(), labelKey: 'nav.matches', icon: 'matches', sections: [paths.matches()] },
  { to: paths.messages('inbox'), labelKey: 'nav.messages', icon: 'messages', sections: [sectionOf(paths.messages('inbox'))] },
  { to: paths.favorites(), labelKey: 'nav.favorites', icon: 'favorites', sections: [paths.favorites()] },
];

/** The account's pages: the tab bar's account tab is current on them. */
export const ACCOUNT_SECTIONS: readonly string[] = [
  paths.user(),
  paths.settings(),
  sectionOf(paths.interests('favorited-me')),
  sectionOf(paths.upgrade('credits')),
];

export function isInSection(pathname: string, sections: readonly string[]): boolean {
  return sections.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/** The account's pages, in the phone's menu and the desktop's account menu alike; each is current on the pages of its `section` (settings on its own page only). */
export const ACCOUNT_LINKS: readonly { to: string; labelKey: string; icon: NavIconName; isCurrent: (pathname: string) => boolean }[] = [
  { to: paths.user(), labelKey: 'nav.my-profile', icon: 'account', isCurrent: (pathname) => isInSection(pathname, [paths.user()]) },
  {
    to: paths.interests('favorited-me'),
    labelKey: 'nav.interests',
    icon: 'interests',
    isCurrent: (pathname) => isInSection(pathname, [sectionOf(paths.interests('favorited-me'))]),
  },
  { to: paths.settings(), labelKey: 'nav.settings', icon: 'settings', isCurrent: (pathname) => pathname === paths.settings() },
  {
    to: paths.helpCenter(),
    labelKey: 'nav.help-center',
    icon: 'help',
    isCurrent: (pathname) => isInSection(pathname, [paths.helpCenter()]),
  },
];
