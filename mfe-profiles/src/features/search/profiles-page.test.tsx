import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, EARLY_REQUEST_STORAGE_KEY, MESSAGES, type RememberedRequest } from '@heartline/contracts';
import { CARD_PHOTOS } from '../../lib/image-sources';
import { renderRoutes } from '../../testing/render-routes';
import { listScrollAtom } from './profiles-list-state';
import { LIST_KEPT_WITHIN } from './early-list';
import { axeViolations, BRAND, fakeApi, member, profile, profileDetail } from '@heartline/remote-kit/testing';

const page = (ids: string[], total: number, pageNumber = 1) => ({
  profiles: ids.map((id) => profile(id)),
  total,
  page: pageNumber,
  limit: 36,
});

function profilesApi() {
  return fakeApi({
    'GET /profiles': (options) => {
      const { page: n = 1 } = options.searchParams ?? {};
      return Number(n) === 1 ? page(['a', 'b'], 3) : page(['c'], 3, 2);
    },
    'GET /profile/a': () => profileDetail('a'),
    'GET /profile/b': () => profileDetail('b'),
  });
}

afterEach(() => window.scrollTo(0, 0));

/** demo of the seed: a man looking for women aged 25 to 40. */
const demoLookingForWomen = () => member({}, { lookingFor: { gender: 'woman', age: { min: 25, max: 40 }, tags: [] } });

describe('the profiles list', () => {
  it('asks for page 1 of 36 and shows the cards, the total and "load more"', async () => {
    const api = profilesApi();
    renderRoutes('/profiles', { user: member() });
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
    expect(screen.getByText('3 profiles found')).toBeVisible();
    expect(api.callsTo('GET /profiles')[0]?.options.searchParams).toEqual({ page: '1', limit: '36', sortBy: 'recent-activity' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'user_c' })).toBeVisible();
    expect(api.callsTo('GET /profiles')[1]?.options.searchParams).toMatchObject({ page: '2', limit: '36' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("builds the filters' form when its panel first opens, and keeps a draft through closing it", async () => {
    profilesApi();
    const { container } = renderRoutes('/profiles', { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    expect(container.querySelector('form.filters-form')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Red' }));
    await userEvent.click(toggle);
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
    await userEvent.click(toggle);
    expect(within(screen.getByRole('form', { name: 'Filters' })).getByRole('checkbox', { name: 'Red' })).toBeChecked();
  });

  it('sends the chosen filters, sort and page size, starting again from page 1', async () => {
    const api = profilesApi();
    renderRoutes('/profiles', { user: member() });
    await screen.findByRole('link', { name: 'user_a' });

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('form', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Red' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Curvy' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Women' }));
    // happy-dom does not move a range input with the arrow keys: set the value as the browser would.
    fireEvent.change(within(filters).getByRole('slider', { name: 'Youngest' }), { target: { value: '20' } });
    await userEvent.click(within(filters).getByRole('button', { name: 'Show profiles' }));
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(2));
    expect(api.callsTo('GET /profiles')[1]?.options.searchParams).toEqual({
      page: '1',
      limit: '36',
      sortBy: 'recent-activity',
      hair: 'red',
      bodyType: 'curvy',
      gender: 'women',
      ageMin: '20',
      ageMax: '100',
    });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Age: oldest first');
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(3));
    expect(api.callsTo('GET /profiles')[2]?.options.searchParams).toMatchObject({ sortBy: 'age-desc', page: '1', hair: 'red' });

    await userEvent.selectOptions(screen.getByLabelText('Per page'), '72');
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(4));
    expect(api.callsTo('GET /profiles')[3]?.options.searchParams).toMatchObject({ limit: '72', page: '1', sortBy: 'age-desc' });
  });

  it('shows the height filter in feet and inches for an imperial brand and still sends centimetres', async () => {
    const api = profilesApi();
    renderRoutes('/profiles', { user: member(), brand: { ...BRAND, measurementSystem: 'imperial' } });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const tallest = screen.getByRole('slider', { name: 'Tallest' });
    expect(tallest).toHaveAttribute('aria-valuetext', '6′ 11″');
    fireEvent.change(tallest, { target: { value: String(Number(tallest.getAttribute('value')) - 1) } });
    expect(tallest).toHaveAttribute('aria-valuetext', '6′ 10″');
    await userEvent.click(screen.getByRole('button', { name: 'Show profiles' }));
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(2));
    expect(api.callsTo('GET /profiles')[1]?.options.searchParams).toMatchObject({ heightMin: '140', heightMax: '208' });
  });

  it('keeps the list, its filters and its scroll position through a profile and back', async () => {
    const api = profilesApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, store } = renderRoutes('/profiles', { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'user_c' });
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });

    await userEvent.click(screen.getByRole('link', { name: 'user_b' }));
    expect(await screen.findByRole('heading', { level: 1, name: /user_b/ })).toBeVisible();
    expect(store.get(listScrollAtom)).toMatchObject({ scrollY: 840 });

    await userEvent.click(screen.getByRole('link', { name: 'Back to profiles' }));
    expect(await screen.findByRole('link', { name: 'user_c' })).toBeVisible();
    expect(api.callsTo('GET /profiles')).toHaveLength(2);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 840));

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'user_c' })).toBeVisible();
    expect(api.callsTo('GET /profiles')).toHaveLength(2);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('puts the card the member opened back where it was, whatever the scroll position then', async () => {
    profilesApi();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // user_b's card 120 px below the window's top when opened, at scrollY 840; back on the kept
    // list, drawn whole (no estimated heights above it), the same scrollY puts it 40 px above.
    let cardTop = 120;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const top = this.dataset.profileId !== undefined && this.textContent?.includes('user_b') ? cardTop : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 200, height: 300 });
    });
    try {
      const { store } = renderRoutes('/profiles', { user: member() });
      await screen.findByRole('link', { name: 'user_a' });
      Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });
      await userEvent.click(screen.getByRole('link', { name: 'user_b' }));
      expect(await screen.findByRole('heading', { level: 1, name: /user_b/ })).toBeVisible();
      expect(store.get(listScrollAtom)).toMatchObject({ scrollY: 840, anchor: { top: 120 } });

      cardTop = -40;
      await userEvent.click(screen.getByRole('link', { name: 'Back to profiles' }));
      await screen.findByRole('link', { name: 'user_b' });
      // 840 - 40 - 120: the card 120 px below the window's top again.
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 680));
    } finally {
      rect.mockRestore();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('forgets the list when the member leaves the profiles pages', async () => {
    const api = profilesApi();
    const { router, store } = renderRoutes('/profiles', { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'user_c' });

    await act(() => router.navigate('/messages/inbox'));
    expect(screen.getByRole('heading', { name: '/messages' })).toBeVisible();
    expect(store.get(listScrollAtom)).toEqual({ key: null, scrollY: 0 });

    await act(() => router.navigate('/profiles'));
    await screen.findByRole('link', { name: 'user_a' });
    expect(screen.queryByRole('link', { name: 'user_c' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /profiles')).toHaveLength(3);
  });

  it("starts from the member's own preferences, says so, and widens to everyone on request", async () => {
    const api = profilesApi();
    const { router } = renderRoutes('/profiles', { user: demoLookingForWomen() });
    await screen.findByRole('link', { name: 'user_a' });
    expect(api.callsTo('GET /profiles')[0]?.options.searchParams).toEqual({
      page: '1',
      limit: '36',
      sortBy: 'recent-activity',
      gender: 'women',
      ageMin: '25',
      ageMax: '40',
    });
    expect(screen.getByText('Showing women 25–40, your preferences.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change your preferences' })).toHaveAttribute('href', '/user/edit');
    // The filter controls show the same search.
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (2 active)' }));
    const filters = screen.getByRole('form', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'Women' })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Men' })).not.toBeChecked();
    expect(within(filters).getByRole('slider', { name: 'Youngest' })).toHaveValue('25');
    expect(within(filters).getByRole('slider', { name: 'Oldest' })).toHaveValue('40');

    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(2));
    expect(api.callsTo('GET /profiles')[1]?.options.searchParams).toEqual({ page: '1', limit: '36', sortBy: 'recent-activity' });
    expect(router.state.location.search).toBe('?page=1&limit=36&sortBy=recent-activity');
    expect(screen.queryByText(/your preferences/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('keeps filters, sort, page size and page in the address, so a reload shows the same list', async () => {
    profilesApi();
    const { router, unmount } = renderRoutes('/profiles', { user: demoLookingForWomen() });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await userEvent.click(within(screen.getByRole('form', { name: 'Filters' })).getByRole('checkbox', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show profiles' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Age: oldest first');
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '24');
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'user_c' });
    const address = 'page=2&limit=24&sortBy=age-desc&hair=red&gender=women&ageMin=25&ageMax=40';
    expect(router.state.location.search).toBe(`?${address}`);

    // A reload (or the same link opened elsewhere): pages 1 and 2 of the same search.
    unmount();
    const reloaded = profilesApi();
    renderRoutes(`/profiles?${address}`, { user: demoLookingForWomen() });
    expect(await screen.findByRole('link', { name: 'user_c' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'user_a' })).toBeVisible();
    const asked = reloaded.callsTo('GET /profiles').map((call) => call.options.searchParams);
    expect(asked).toEqual(
      ['1', '2'].map((n) => ({ page: n, limit: '24', sortBy: 'age-desc', hair: 'red', gender: 'women', ageMin: '25', ageMax: '40' })),
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('age-desc');
    expect(screen.getByLabelText('Per page')).toHaveValue('24');
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible();
  });

  it("lets an address with a search win over the member's preferences", async () => {
    const api = profilesApi();
    renderRoutes('/profiles?gender=men&sortBy=username-asc', { user: demoLookingForWomen() });
    await screen.findByRole('link', { name: 'user_a' });
    expect(api.callsTo('GET /profiles')[0]?.options.searchParams).toEqual({
      page: '1',
      limit: '36',
      sortBy: 'username-asc',
      gender: 'men',
    });
    expect(screen.queryByText(/your preferences/)).not.toBeInTheDocument();
  });

  it('goes back to the previous search with the back button', async () => {
    const api = profilesApi();
    const { router } = renderRoutes('/profiles', { user: demoLookingForWomen() });
    await screen.findByRole('link', { name: 'user_a' });
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await userEvent.click(within(screen.getByRole('form', { name: 'Filters' })).getByRole('checkbox', { name: 'Curvy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show profiles' }));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Username: A to Z');
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(3));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(4));
    expect(api.callsTo('GET /profiles')[3]?.options.searchParams).toEqual({
      page: '1',
      limit: '36',
      sortBy: 'recent-activity',
      bodyType: 'curvy',
      gender: 'women',
      ageMin: '25',
      ageMax: '40',
    });
    expect(await screen.findByLabelText('Sort by')).toHaveValue('recent-activity');
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(api.callsTo('GET /profiles')).toHaveLength(5));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Showing women 25–40, your preferences.')).toBeVisible();
  });

  it('says when there are no profiles at all, and leads to completing the own profile', async () => {
    fakeApi({ 'GET /profiles': () => page([], 0) });
    renderRoutes('/profiles?page=1&limit=36&sortBy=recent-activity', { user: member() });
    const empty = await screen.findByRole('region', { name: 'No profiles yet' });
    expect(within(empty).getByText('There are no profiles to show yet.')).toBeVisible();
    expect(within(empty).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/user/edit');
    expect(within(empty).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers "Clear filters" when nothing matches, and clearing shows every profile', async () => {
    const api = fakeApi({
      'GET /profiles': (options) => (options.searchParams?.gender ? page([], 0) : page(['a', 'b'], 2)),
    });
    const { router } = renderRoutes('/profiles', { user: demoLookingForWomen() });
    const empty = await screen.findByRole('region', { name: 'No profile matches these filters.' });
    expect(within(empty).getByText('Widen the ages, or clear the filters to see everyone.')).toBeVisible();
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
    expect(api.callsTo('GET /profiles')[1]?.options.searchParams).toEqual({ page: '1', limit: '36', sortBy: 'recent-activity' });
    // Cleared is a search of its own: the member's preferences do not come back.
    expect(router.state.location.search).toBe('?page=1&limit=36&sortBy=recent-activity');
    expect(screen.queryByText(/your preferences/)).not.toBeInTheDocument();
  });

  it('goes "Back to profiles" to the search the member came from', async () => {
    const api = profilesApi();
    const { router } = renderRoutes('/profiles?eyes=blue', { user: member() });
    await userEvent.click(await screen.findByRole('link', { name: 'user_b' }));
    await screen.findByRole('heading', { level: 1, name: /user_b/ });
    await userEvent.click(screen.getByRole('link', { name: 'Back to profiles' }));
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
    expect(router.state.location.search).toBe('?eyes=blue');
    expect(api.callsTo('GET /profiles')).toHaveLength(1);
  });

  it('says to try refreshing when the list fails to load, and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /profiles': () => {
        if (fail) throw new ApiError(500, 'boom');
        return page(['a'], 1);
      },
    });
    renderRoutes('/profiles', { user: member() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tryRefreshing);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'user_a' })).toBeVisible();
  });

  it('shows skeleton cards while loading and has no axe violations', async () => {
    profilesApi();
    const { container } = renderRoutes('/profiles', { user: member() });
    await waitFor(() => expect(container.querySelector('.profile-card-skeleton')).not.toBeNull());
    await screen.findByRole('link', { name: 'user_a' });
    expect(container.querySelector('.profile-card-skeleton')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("the plain list's request, remembered for the member's next direct visit", () => {
  afterEach(() => localStorage.removeItem(EARLY_REQUEST_STORAGE_KEY));
  const remembered = () => JSON.parse(localStorage.getItem(EARLY_REQUEST_STORAGE_KEY) ?? 'null') as RememberedRequest | null;

  it('remembers the exact request a plain /profiles made, for this member, with how the card offers its photo', async () => {
    const api = profilesApi();
    const user = demoLookingForWomen();
    renderRoutes('/profiles', { user });
    await screen.findByRole('link', { name: 'user_a' });
    await waitFor(() => expect(remembered()).not.toBeNull());
    const stored = remembered()!;
    expect(stored).toMatchObject({ member: user._id, page: '/profiles', photos: CARD_PHOTOS, keptWithin: LIST_KEPT_WITHIN });
    const url = new URL(stored.url);
    expect(url.pathname).toBe('/profiles');
    expect(Object.fromEntries(url.searchParams)).toEqual(api.callsTo('GET /profiles')[0]?.options.searchParams);
  });

  describe('measured when the browser is idle after drawing the list', () => {
    const idle: IdleRequestCallback[] = [];
    const stubIdle = () => {
      idle.length = 0;
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
      vi.stubGlobal('cancelIdleCallback', vi.fn());
    };
    afterEach(() => {
      // Unmounted while the stubs are still there: the list's cleanup cancels its idle callback.
      cleanup();
      vi.unstubAllGlobals();
    });

    const layoutOf = () => remembered()?.photos?.layout;
    /** The plain list drawn for `user`, its first row's measuring waiting for the browser to be idle. */
    const drawList = async (user = demoLookingForWomen()) => {
      stubIdle();
      profilesApi();
      const view = renderRoutes('/profiles', { user });
      await screen.findByRole('link', { name: 'user_a' });
      await waitFor(() => expect(idle).toHaveLength(1));
      return view;
    };

    it('remembers the request at once, and where the first row is drawn only once the browser is idle', async () => {
      await drawList();
      expect(remembered()).toMatchObject({ page: '/profiles', photos: CARD_PHOTOS });
      expect(layoutOf()).toBeUndefined();
      act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }));
      expect(layoutOf()).toMatchObject({ width: window.innerWidth });
    });

    it('measures when the page is left before the browser is idle, and not twice', async () => {
      await drawList();
      window.dispatchEvent(new Event('pagehide'));
      expect(layoutOf()).toMatchObject({ width: window.innerWidth });
      localStorage.removeItem(EARLY_REQUEST_STORAGE_KEY);
      window.dispatchEvent(new Event('pagehide'));
      expect(remembered()).toBeNull();
    });

    it('keeps the layout of the last visit at this width until the new one is measured', async () => {
      const layout = { width: window.innerWidth, boxes: [[16, 200, 180, 240]] };
      const user = demoLookingForWomen();
      localStorage.setItem(
        EARLY_REQUEST_STORAGE_KEY,
        JSON.stringify({ member: user._id, page: '/profiles', url: 'http://api.test/profiles', photos: { ...CARD_PHOTOS, layout } }),
      );
      const { unmount } = await drawList(user);
      expect(layoutOf()).toEqual(layout);
      // Leaving the list before the browser is idle: what was remembered stays, and nothing is measured later.
      unmount();
      idle[0]!({ didTimeout: true, timeRemaining: () => 0 });
      expect(layoutOf()).toEqual(layout);
    });
  });

  it('remembers nothing for a search of the address', async () => {
    const api = profilesApi();
    renderRoutes('/profiles?sortBy=age-asc', { user: member() });
    await screen.findByRole('link', { name: 'user_a' });
    expect(api.callsTo('GET /profiles')).toHaveLength(1);
    expect(remembered()).toBeNull();
  });
});
