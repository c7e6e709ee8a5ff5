import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, userAtom } from '@heartline/contracts';
import { renderRoutes } from '../../testing/render-routes';
import { axeViolations, fakeApi, image, member } from '@heartline/remote-kit/testing';

const withPhotos = (id: string) =>
  member(
    { _id: id, images: [image('av', { type: 'avatar' }), image('p1'), image('p2', { under_moderation: true })] },
    { birthday: '1990-05-20T00:00:00.000Z', gender: 'woman', city: 'Cork', state: 'Munster' },
  );

describe('the own profile screen', () => {
  it('shows the member their profile, with the birthday marked as not public', async () => {
    const { container } = renderRoutes('/user', { user: withPhotos('m-view') });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // The brand's locale (Heartline, en-IE) writes the day first.
    expect(screen.getByText(/20 May 1990 · not shown on your profile/)).toBeVisible();
    expect(screen.getByText('Cork, Munster')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/edit');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders /user and /user/edit from route elements, without the empty-leaf-route warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { router } = renderRoutes('/user', { user: withPhotos('m-routes') });
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeVisible();
    await act(() => router.navigate('/user/edit'));
    expect(await screen.findByRole('form', { name: 'Edit your profile' })).toBeVisible();
    const routeWarnings = warn.mock.calls.map((call) => String(call[0])).filter((text) => /does not have an element/.test(text));
    expect(routeWarnings).toEqual([]);
  });

  it('opens the edit form on the same screen at /user/edit', async () => {
    const { router, container } = renderRoutes('/user', { user: withPhotos('m-edit') });
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    await userEvent.click(screen.getByRole('link', { name: 'Edit profile' }));
    expect(await screen.findByRole('form', { name: 'Edit your profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/user/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeVisible();
  });

  it('shows photos under moderation as pending approval, and deletes a photo', async () => {
    const api = fakeApi({
      'DELETE /user/m-photos/image/p1': () => ({ images: [image('av', { type: 'avatar' }), image('p2', { under_moderation: true })] }),
    });
    const { store } = renderRoutes('/user', { user: withPhotos('m-photos') });
    const others = await screen.findByRole('list', { name: 'Other photos' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(2);
    expect(within(within(others).getAllByRole('listitem')[1]!).getByText('Pending approval')).toBeVisible();
    await userEvent.click(within(others).getByRole('button', { name: 'Delete Your photo 1' }));
    await waitFor(() => expect(store.get(userAtom)?.images.map((i) => i._id)).toEqual(['av', 'p2']));
    expect(api.callsTo('DELETE /user/m-photos/image/p1')).toHaveLength(1);
  });

  it('has its own toast when a photo cannot be deleted', async () => {
    fakeApi({
      'DELETE /user/m-del/image/p1': () => {
        throw new ApiError(500, 'boom');
      },
    });
    const toasts = vi.fn();
    bus.on('toast:show', toasts);
    renderRoutes('/user', { user: withPhotos('m-del') });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Your photo 1' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'The photo could not be deleted, please try again.', variant: 'error' }),
      ),
    );
    bus.off('toast:show', toasts);
  });

  it('offers to complete an incomplete profile once while the promotion runs', async () => {
    fakeApi({ 'GET /profiles': () => ({ profiles: [], total: 0, page: 1, limit: 36 }) });
    const popups = vi.fn();
    bus.on('popup:open', popups);
    const promoted = member({ _id: 'm-promo', promotions: { firstPurchasePromotion: false, complete_profile: true } });
    const { router } = renderRoutes('/user', { user: promoted });
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    await vi.waitFor(() => expect(popups).toHaveBeenCalledTimes(1));
    expect(popups).toHaveBeenCalledWith({
      name: 'profile-completion',
      props: { missing: ['gender', 'birthday', 'location', 'aboutMe', 'lookingForTags', 'avatar'] },
    });
    await act(() => router.navigate('/profiles'));
    await act(() => router.navigate('/user'));
    expect(popups).toHaveBeenCalledTimes(1);
    bus.off('popup:open', popups);
  });

  it('offers nothing without the promotion', async () => {
    const popups = vi.fn();
    bus.on('popup:open', popups);
    renderRoutes('/user', { user: member({ _id: 'm-nopromo' }) });
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(popups).not.toHaveBeenCalled();
    bus.off('popup:open', popups);
  });
});
