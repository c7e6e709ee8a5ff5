import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MESSAGES, bus, userAtom, type PopupRequest, type ToastRequest } from '@heartline/contracts';
import { renderRoutes } from '../../testing/render-routes';
import { axeViolations, fakeApi, member, profileDetail } from '@heartline/remote-kit/testing';

const popups: PopupRequest[] = [];
const toasts: ToastRequest[] = [];
const onPopup = (request: PopupRequest) => popups.push(request);
const onToast = (toast: ToastRequest) => toasts.push(toast);
bus.on('popup:open', onPopup);
bus.on('toast:show', onToast);

afterEach(() => {
  popups.length = 0;
  toasts.length = 0;
});

const vip = () => member({ isPremium: true });

describe('a profile page', () => {
  it('shows the allowed photos, the details, about and interests, and a message link for this profile', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1', { ethnicity: 'hispanic', relationshipStatus: 'single', city: 'Cork' }) });
    renderRoutes('/profile/p1', { user: member() });
    expect(await screen.findByRole('heading', { level: 1, name: /user_p1/ })).toBeVisible();
    const photos = screen.getByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      'http://img.test/p1-1-medium.jpg',
      'http://img.test/p1-2-medium.jpg',
    ]);
    expect(within(photos).getAllByRole('button', { name: 'VIP photo' })).toHaveLength(2);
    for (const text of ['Hispanic', 'Single', 'Cork', 'Loves long walks.', 'jazz']) expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/messages/chat/blank?profileId=p1');
  });

  it('asks for the upgrade popup, with the profile and the feature, from a locked photo', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member() });
    await userEvent.click((await screen.findAllByRole('button', { name: 'VIP photo' }))[0]!);
    expect(popups).toEqual([
      {
        name: 'no-subscription',
        props: { profile: { _id: 'p1', username: 'user_p1', imageUrl: 'http://img.test/p1-1-thumb.jpg' }, feature: 'images-and-albums' },
      },
    ]);
    expect(screen.getByText('2 more photos of user_p1 are for VIP members.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to see every photo' }));
    expect(popups).toHaveLength(2);
  });

  it('opens the full-screen gallery at the photo clicked', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member() });
    await userEvent.click(await screen.findByRole('button', { name: 'user_p1, photo 2 of 2 Open full screen' }));
    expect(popups[0]).toEqual({
      name: 'attachment-gallery',
      props: {
        title: 'Photos of user_p1',
        index: 1,
        photos: [
          { url: 'http://img.test/p1-1-large.jpg', alt: 'user_p1, photo 1 of 2' },
          { url: 'http://img.test/p1-2-large.jpg', alt: 'user_p1, photo 2 of 2' },
        ],
      },
    });
  });

  it('lets a VIP member add and remove a favourite, with a success toast each time', async () => {
    // The API answers the member as saved, favourites included.
    const saved = (favourites: string[]) => ({ ...vip(), profile: { ...vip().profile, favourites } });
    const answers = [saved(['p1']), saved([])];
    const api = fakeApi({ 'GET /profile/p1': () => profileDetail('p1'), 'PATCH /user/member-1': () => answers.shift() });
    const { store } = renderRoutes('/profile/p1', { user: vip() });
    const favourite = await screen.findByRole('button', { name: /Favourite/ });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PATCH /user/member-1')[0]?.options.json).toEqual({ favourite: { profileId: 'p1', value: true } });
    expect(toasts).toEqual([expect.objectContaining({ text: 'Added to favourites', variant: 'success' })]);
    expect(store.get(userAtom)?.profile.favourites).toEqual(['p1']);

    await userEvent.click(favourite);
    await waitFor(() => expect(favourite).toHaveAttribute('aria-pressed', 'false'));
    expect(api.callsTo('PATCH /user/member-1')[1]?.options.json).toEqual({ favourite: { profileId: 'p1', value: false } });
    expect(toasts[1]).toEqual(expect.objectContaining({ text: 'Removed from favourites', variant: 'success' }));
    expect(store.get(userAtom)?.profile.favourites).toEqual([]);
    expect(popups).toEqual([]);
  });

  it('offers the upgrade instead of favouriting for a member without VIP, without asking the server', async () => {
    const api = fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member({ isPremium: false }) });
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }));
    expect(popups).toEqual([expect.objectContaining({ name: 'no-subscription', props: expect.objectContaining({ feature: 'unlimited-favorites' }) })]);
    expect(api.callsTo('PATCH /user/member-1')).toEqual([]);
    expect(screen.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the upgrade when the server answers 403 subscription required', async () => {
    fakeApi({
      'GET /profile/p1': () => profileDetail('p1'),
      'PATCH /user/member-1': () => {
        throw new ApiError(403, 'Favourites are for VIP members', { code: 'subscription-required', feature: 'unlimited-favorites' });
      },
    });
    renderRoutes('/profile/p1', { user: vip() });
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }));
    await waitFor(() => expect(popups).toEqual([expect.objectContaining({ name: 'no-subscription' })]));
    expect(toasts).toEqual([]);
  });

  it('says the profile was not found, or to try refreshing when loading failed', async () => {
    fakeApi({
      'GET /profile/gone': () => {
        throw new ApiError(404, 'Profile not found');
      },
      'GET /profile/p1': () => {
        throw new ApiError(503, 'down');
      },
    });
    const { unmount } = renderRoutes('/profile/gone', { user: member() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile not found');
    unmount();
    renderRoutes('/profile/p1', { user: member() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tryRefreshing);
  });

  it('has no axe violations', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1', { tags: ['featured'] }) });
    const { container } = renderRoutes('/profile/p1', { user: member() });
    await screen.findByRole('heading', { level: 1, name: /user_p1/ });
    expect(await axeViolations(container)).toEqual([]);
  });
});
