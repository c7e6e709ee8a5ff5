import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../testing/render-routes';
import { axeViolations, fakeApi, member, profile } from '@heartline/remote-kit/testing';

const pageOf = (kind: string, page: number, total = 80) => ({
  kind,
  items: [{ profile: profile(`${kind}-${page}`), date: '2026-11-02T10:00:00.000Z' }],
  total,
  page,
  limit: 36,
});

function interestsApi() {
  return fakeApi(
    Object.fromEntries(
      ['favorited-me', 'favorites', 'proposals', 'viewed-me', 'viewed'].map((kind) => [
        `GET /interests/${kind}`,
        (options: { searchParams?: Record<string, unknown> }) => pageOf(kind, Number(options.searchParams?.page)),
      ]),
    ),
  );
}

describe('the interest lists', () => {
  it('shows a page of one kind, with the relation date, tabs for every kind and page numbers in the URL', async () => {
    const api = interestsApi();
    const { container, router } = renderRoutes('/interests/viewed-me/2', { user: member() });
    expect(await screen.findByRole('link', { name: 'user_viewed-me-2' })).toBeVisible();
    expect(api.callsTo('GET /interests/viewed-me')[0]?.options.searchParams).toEqual({ page: '2', limit: '36' });
    // In the brand's locale (Heartline, en-IE): day first.
    expect(screen.getByText('Viewed you on 2 Nov 2026')).toBeVisible();

    const tabs = screen.getByRole('navigation', { name: 'Interest lists' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Favourited me', 'My favourites', 'Liked me', 'Viewed me', 'I viewed']);
    expect(within(tabs).getByRole('link', { name: 'Viewed me' })).toHaveAttribute('aria-current', 'page');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'user_viewed-me-3' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/interests/viewed-me/3');

    await userEvent.click(within(tabs).getByRole('link', { name: 'Liked me' }));
    expect(await screen.findByText(/Liked you on/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/interests/proposals/1');
  });

  it('sends an unknown kind to the first list', async () => {
    interestsApi();
    const { router } = renderRoutes('/interests/nonsense', { user: member() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/interests/favorited-me/1'));
    expect(await screen.findByText(/Favourited you on/)).toBeVisible();
  });

  it('lists the favourites at /favorites with the page in the query', async () => {
    const api = interestsApi();
    renderRoutes('/favorites?page=2', { user: member() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    expect(await screen.findByText(/Added to favourites on/)).toBeVisible();
    expect(api.callsTo('GET /interests/favorites')[0]?.options.searchParams).toEqual({ page: '2', limit: '36' });
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/favorites');
  });

  it('says a page past the end is past the end, and links to the last and first pages', async () => {
    const api = fakeApi({
      'GET /interests/viewed': (options) => ({ kind: 'viewed', items: [], total: 80, page: Number(options.searchParams?.page), limit: 36 }),
    });
    const { router } = renderRoutes('/interests/viewed/9', { user: member() });
    expect(await screen.findByText('Page 9 is past the end of this list, which has 3 pages.')).toBeVisible();
    expect(screen.queryByText('You have not viewed any profile yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/interests/viewed/1');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the last page (3)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interests/viewed/3'));
    expect(api.callsTo('GET /interests/viewed').at(-1)?.options.searchParams).toEqual({ page: '3', limit: '36' });
  });

  it('leads a past-the-end favourites page back to its one page', async () => {
    fakeApi({ 'GET /interests/favorites': () => ({ kind: 'favorites', items: [], total: 5, page: 4, limit: 36 }) });
    renderRoutes('/favorites?page=4', { user: member() });
    expect(await screen.findByText('Page 4 is past the end of this list, which has 1 page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the last page (1)' })).toHaveAttribute('href', '/favorites');
    expect(screen.queryByRole('link', { name: 'Go to the first page' })).not.toBeInTheDocument();
  });

  it('says when a list is empty', async () => {
    fakeApi({ 'GET /interests/favorited-me': () => ({ kind: 'favorited-me', items: [], total: 0, page: 1, limit: 36 }) });
    renderRoutes('/interests/favorited-me/1', { user: member() });
    const empty = await screen.findByRole('region', { name: 'Nobody has favourited you yet.' });
    // It says what to do: meet members on the profiles list.
    expect(within(empty).getByText(/Browse the profiles: the members you like/)).toBeVisible();
    expect(within(empty).getByRole('link', { name: 'Browse the profiles' })).toHaveAttribute('href', '/profiles');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('tells a member whose membership does not grant favourites plainly that they are a VIP feature, and one whose does how to add some', async () => {
    fakeApi({ 'GET /interests/favorites': () => ({ kind: 'favorites', items: [], total: 0, page: 1, limit: 36 }) });
    const first = renderRoutes('/favorites', { user: member({ isPremium: false }) });
    const vip = await screen.findByRole('region', { name: 'Favourites are a VIP feature' });
    expect(within(vip).getByRole('link', { name: 'See VIP memberships' })).toHaveAttribute('href', '/upgrade/premium');
    expect(screen.queryByRole('link', { name: 'Browse the profiles' })).toBeNull();
    first.unmount();
    // VIP by a membership without 'unlimited-favorites': still told how to get them.
    const second = renderRoutes('/favorites', { user: member({ isPremium: true, membershipFeatures: ['images-and-albums'] }) });
    expect(await screen.findByRole('region', { name: 'Favourites are a VIP feature' })).toBeVisible();
    second.unmount();

    renderRoutes('/favorites', { user: member({ isPremium: true, membershipFeatures: ['unlimited-favorites'] }) });
    const empty = await screen.findByRole('region', { name: 'You have no favourites yet.' });
    expect(within(empty).getByRole('link', { name: 'Browse the profiles' })).toHaveAttribute('href', '/profiles');
  });
});
