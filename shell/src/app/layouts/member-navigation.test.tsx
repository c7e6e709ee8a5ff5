import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, api, authAtom, bus, userAtom, type PopupRequest, type User } from '@heartline/contracts';
import type { ReactNode } from 'react';
import { store } from '../../lib/store';
import { CurrentPath } from '../../components/current-path';
import { CurrentPageChrome } from '../../components/page-chrome';
import { LinkImplementation, type AppLinkProps } from '../../components/app-link';
import { AuthenticatedLayout, StaticLayout } from './layouts';
import { SidebarPopup } from './sidebar-popup';
import { unreadCountsAtom } from '../../features/realtime/unread-counts';

const member = (overrides: Partial<User> = {}) => ({ _id: 'u1', username: 'demo', credits: 20, isPremium: false, ...overrides }) as User;

/** A link that only follows its click handler: the tests look at where links lead, not at the router. */
function TestLink({ to, nav: _nav, onClick, children, ...rest }: AppLinkProps) {
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

function renderSignedIn(ui: ReactNode, pathname: string, user = member()) {
  store.set(authAtom, { isAuthenticated: true, token: 't', expiryDate: Date.UTC(2099, 0, 1), tokenUpdateInterval: null });
  store.set(userAtom, user);
  return render(
    <Provider store={store}>
      <LinkImplementation.Provider value={TestLink}>
        <CurrentPath.Provider value={pathname}>{ui}</CurrentPath.Provider>
      </LinkImplementation.Provider>
    </Provider>,
  );
}

/** The phone's tab bar: the main navigation with the account button (CSS shows one of the two). */
const tabBar = () =>
  screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => within(nav).queryByRole('button', { name: /^Account menu for/ }))!;

describe("a member's navigation", () => {
  afterEach(() => {
    store.set(authAtom, SIGNED_OUT);
    store.set(userAtom, null);
    store.set(unreadCountsAtom, null);
    vi.restoreAllMocks();
  });

  it('has a tab bar with the four sections and the account, each section leading to its page', () => {
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profiles');
    const tabs = within(tabBar());
    expect(tabs.getByRole('link', { name: 'Profiles' })).toHaveAttribute('href', '/profiles');
    expect(tabs.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '/matches');
    expect(tabs.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages/inbox');
    expect(tabs.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favorites');
    expect(tabs.getByRole('button', { name: 'Account menu for demo' })).toHaveTextContent('Account');
  });

  it('shows the unread total the user channel reports beside Messages, and none once it is 0 or the session ends', () => {
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profiles');
    act(() => bus.emit('unread:changed', { total: 3, inbox: 2, archive: 0, conversation: 1 }));
    expect(within(tabBar()).getByRole('link', { name: '3 unread messages Messages' })).toHaveAttribute('href', '/messages/inbox');
    expect(screen.getAllByRole('link', { name: /^(Messages 3 unread messages|3 unread messages Messages)$/ })).toHaveLength(2);
    act(() => bus.emit('unread:changed', { total: 0, inbox: 0, archive: 0, conversation: 0 }));
    expect(within(tabBar()).getByRole('link', { name: 'Messages' })).toBeVisible();
    act(() => bus.emit('unread:changed', { total: 150, inbox: 150, archive: 0, conversation: 0 }));
    expect(within(tabBar()).getByRole('link', { name: '150 unread messages Messages' })).toHaveTextContent('99+');
    act(() => bus.emit('session:ended', {}));
    expect(within(tabBar()).getByRole('link', { name: 'Messages' })).toBeVisible();
  });

  it('leads the Messages link to where the unread messages are: the inbox, else the class that holds them', () => {
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profiles');
    act(() => bus.emit('unread:changed', { total: 4, inbox: 3, archive: 0, conversation: 1 }));
    expect(within(tabBar()).getByRole('link', { name: '4 unread messages Messages' })).toHaveAttribute('href', '/messages/inbox');
    act(() => bus.emit('unread:changed', { total: 1, inbox: 0, archive: 0, conversation: 1 }));
    expect(within(tabBar()).getByRole('link', { name: '1 unread message Messages' })).toHaveAttribute('href', '/messages/conversations');
    act(() => bus.emit('unread:changed', { total: 2, inbox: 0, archive: 2, conversation: 0 }));
    expect(within(tabBar()).getByRole('link', { name: '2 unread messages Messages' })).toHaveAttribute('href', '/messages/archive');
  });

  it("reaches from the desktop's account menu what the phone's menu does: the profile, interests, settings, the help centre", async () => {
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profiles');
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Account menu for demo' }));
    const links = Object.fromEntries(
      within(header)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toMatchObject({
      'My profile': '/user',
      Interests: '/interests/favorited-me/1',
      Settings: '/settings',
      'Help centre': '/settings/help-center',
    });
  });

  it('marks the section the member is in, below its first page too', () => {
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/messages/chat/c-7');
    for (const nav of screen.getAllByRole('navigation', { name: 'Main' })) {
      expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Profiles' })).not.toHaveAttribute('aria-current');
    }
  });

  it('marks Profiles on a single profile, and the account tab on the account pages', () => {
    const { unmount } = renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profile/12');
    expect(within(tabBar()).getByRole('link', { name: 'Profiles' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/settings/help-center');
    expect(within(tabBar()).getByRole('button', { name: 'Account menu for demo' })).toHaveClass('tab-bar-item-current');
    expect(within(tabBar()).getByRole('link', { name: 'Profiles' })).not.toHaveAttribute('aria-current');
  });

  it('leaves out the tab bar and the footer where the page asks to be the whole screen on a phone (a conversation)', () => {
    const { container, unmount } = renderSignedIn(
      <CurrentPageChrome.Provider value={{ footer: false, fullScreenOnPhone: true }}>
        <AuthenticatedLayout>page</AuthenticatedLayout>
      </CurrentPageChrome.Provider>,
      '/messages/chat/c-7',
    );
    expect(container.querySelector('nav.tab-bar')).toBeNull();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The site header is hidden by CSS below the tablet breakpoint only: a desktop keeps it.
    expect(container.querySelector('.layout')).toHaveClass('layout-full-screen-phone');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    unmount();
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profiles');
    expect(tabBar()).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens the full menu (the sidebar popup) from the account tab', async () => {
    const opened: PopupRequest[] = [];
    const onOpen = (request: PopupRequest) => opened.push(request);
    bus.on('popup:open', onOpen);
    renderSignedIn(<AuthenticatedLayout>page</AuthenticatedLayout>, '/profiles');
    await userEvent.click(within(tabBar()).getByRole('button', { name: 'Account menu for demo' }));
    bus.off('popup:open', onOpen);
    expect(opened).toEqual([{ name: 'sidebar', id: 'sidebar' }]);
  });

  it('is on the public pages too for a member, and a visitor has neither the navigation nor the tab bar', () => {
    renderSignedIn(<StaticLayout>page</StaticLayout>, '/faq');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);
    act(() => store.set(authAtom, SIGNED_OUT));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join for free' })).toBeInTheDocument();
  });
});

describe('the full menu (sidebar popup)', () => {
  afterEach(() => {
    store.set(authAtom, SIGNED_OUT);
    store.set(userAtom, null);
    vi.restoreAllMocks();
  });

  const renderMenu = (pathname: string, user = member(), close = vi.fn()) => {
    renderSignedIn(<SidebarPopup popup={{ id: 'sidebar', name: 'sidebar', props: {} }} close={close} Frame={() => null} />, pathname, user);
    return { close, menu: screen.getByRole('dialog', { name: 'Menu' }) };
  };

  it('shows who is signed in with their credits, and leads to every section and account page', () => {
    const { menu } = renderMenu('/settings');
    const inMenu = within(menu);
    expect(inMenu.getByText('demo')).toBeInTheDocument();
    expect(inMenu.getByText('20 credits')).toBeInTheDocument();
    expect(inMenu.getByRole('link', { name: 'Get credits' })).toHaveAttribute('href', '/upgrade/credits');
    const links = Object.fromEntries(inMenu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toMatchObject({
      Profiles: '/profiles',
      Matches: '/matches',
      Messages: '/messages/inbox',
      Favourites: '/favorites',
      'Go VIP': '/upgrade/premium',
      'My profile': '/user',
      Interests: '/interests/favorited-me/1',
      Settings: '/settings',
      'Help centre': '/settings/help-center',
    });
    expect(inMenu.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(inMenu.getByRole('link', { name: 'Help centre' })).not.toHaveAttribute('aria-current');
  });

  it('closes on its way to a page', async () => {
    const { menu, close } = renderMenu('/profiles');
    await userEvent.click(within(menu).getByRole('link', { name: 'Matches' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('does not offer VIP to a VIP member whose membership grants every feature', () => {
    const { menu } = renderMenu(
      '/profiles',
      member({ isPremium: true, membershipFeatures: ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'] }),
    );
    expect(within(menu).queryByRole('link', { name: 'Go VIP' })).not.toBeInTheDocument();
  });

  it("offers VIP memberships to a VIP member whose membership lacks a feature (Velvet Hour's monthly: no favourites)", () => {
    const { menu } = renderMenu('/profiles', member({ isPremium: true, membershipFeatures: ['images-and-albums', 'profile-boost'] }));
    expect(within(menu).getByRole('link', { name: 'Go VIP' })).toHaveAttribute('href', '/upgrade/premium');
  });

  it('logs the member out', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(undefined);
    const { menu } = renderMenu('/profiles');
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });
});
