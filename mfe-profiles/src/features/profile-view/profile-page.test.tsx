import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, MESSAGES, bus, userAtom, type PopupRequest, type ToastRequest } from '@heartline/contracts';
import { renderRoutes } from '../../testing/render-routes';
import { BRAND, axeViolations, fakeApi, image, member, profile, profileDetail } from '@heartline/remote-kit/testing';

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

/** A VIP whose membership grants every feature (Heartline's bi-annual). */
const vip = () =>
  member({ isPremium: true, membershipFeatures: ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'] });

describe('a profile page', () => {
  it('shows the first photo large, then the name, city, about, interests and details, and a message link for this profile', async () => {
    fakeApi({
      'GET /profile/p1': () =>
        profileDetail('p1', { ethnicity: 'hispanic', relationshipStatus: 'single', city: 'Cork', body: 'curvy', height: 172 }),
    });
    renderRoutes('/profile/p1', { user: member() });
    expect(await screen.findByRole('heading', { level: 1, name: /user_p1/ })).toBeVisible();
    const gallery = screen.getByRole('region', { name: 'Photos of user_p1' });
    expect(within(gallery).getByText('Photo 1 of 4')).toBeVisible();
    expect(within(gallery).getByRole('img', { name: 'user_p1, photo 1 of 2' })).toHaveAttribute('src', 'http://img.test/p1-1-thumb.jpg');
    for (const text of ['Cork', 'Loves long walks.', 'jazz', 'hiking', 'Hispanic', 'Single', 'Curvy', '172 cm', 'Blond', 'Green'])
      expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'About user_p1' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Interests' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/messages/chat/blank?profileId=p1');
  });

  it('gives the main photo every stored size for its column and the thumbnails the smallest, as WebP first', async () => {
    const webp = (id: string) => ({
      thumb: `http://img.test/${id}-thumb.webp`,
      medium: `http://img.test/${id}-medium.webp`,
      large: `http://img.test/${id}-large.webp`,
    });
    const photo = (id: string) => ({ ...image(id, { webp: webp(id) }), blocked: false as const });
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1', { gallery: [photo('p1-1'), photo('p1-2')] }) });
    const { container } = renderRoutes('/profile/p1', { user: member() });
    const main = await screen.findByRole('img', { name: 'user_p1, photo 1 of 2' });
    expect(main).toHaveAttribute(
      'srcset',
      'http://img.test/p1-1-thumb.jpg 320w, http://img.test/p1-1-medium.jpg 640w, http://img.test/p1-1-large.jpg 1280w',
    );
    expect(main).toHaveAttribute('sizes', '(min-width: 768px) 420px, (min-width: 560px) 520px, 100vw');
    expect(main.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      'http://img.test/p1-1-thumb.webp 320w, http://img.test/p1-1-medium.webp 640w, http://img.test/p1-1-large.webp 1280w',
    );
    const thumbnails = [...container.querySelectorAll<HTMLImageElement>('.gallery-thumbnails img')];
    expect(thumbnails.map((thumbnail) => [thumbnail.getAttribute('srcset'), thumbnail.getAttribute('sizes')])).toEqual([
      ['http://img.test/p1-1-thumb.jpg 320w', '72px'],
      ['http://img.test/p1-2-thumb.jpg 320w', '72px'],
    ]);
  });

  it('moves through the photos with the arrow buttons, the arrow keys, Home and End, and the thumbnails', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member() });
    const gallery = await screen.findByRole('region', { name: 'Photos of user_p1' });
    const current = () => within(gallery).getByText(/^Photo \d of 4$/).textContent;
    expect(current()).toBe('Photo 1 of 4');
    expect(within(gallery).getByRole('button', { name: 'Previous photo' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(current()).toBe('Photo 2 of 4');
    within(gallery).getByRole('button', { name: 'user_p1, photo 2 of 2 Open full screen' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toBe('Photo 3 of 4');
    // The focus goes along with the photo: the locked one's upgrade button.
    expect(within(gallery).getAllByRole('button', { name: 'VIP photo' })[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(current()).toBe('Photo 4 of 4');
    expect(within(gallery).getByRole('button', { name: 'Next photo' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(current()).toBe('Photo 4 of 4');
    await userEvent.keyboard('{Home}');
    expect(current()).toBe('Photo 1 of 4');

    const thumbnails = within(gallery).getByRole('list', { name: 'Choose a photo' });
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Show photo 3 of 4' }));
    expect(current()).toBe('Photo 3 of 4');
    expect(within(thumbnails).getByRole('button', { name: 'Show photo 3 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(popups).toEqual([]);
  });

  it('turns the photo with a swipe, springs back from a short one, and opens full screen only on a tap', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member() });
    const gallery = await screen.findByRole('region', { name: 'Photos of user_p1' });
    const current = () => within(gallery).getByText(/^Photo \d of 4$/).textContent;
    const photo = within(gallery).getByRole('button', { name: 'user_p1, photo 1 of 2 Open full screen' });
    const swipe = (dx: number) => {
      fireEvent.pointerDown(photo, { pointerId: 1, button: 0, clientX: 200, clientY: 100 });
      fireEvent.pointerMove(photo, { pointerId: 1, clientX: 200 + dx / 2, clientY: 102 });
      fireEvent.pointerMove(photo, { pointerId: 1, clientX: 200 + dx, clientY: 104 });
      fireEvent.pointerUp(photo, { pointerId: 1, clientX: 200 + dx, clientY: 104 });
      fireEvent.click(photo);
    };

    swipe(4);
    expect(current()).toBe('Photo 1 of 4');
    expect(popups).toEqual([expect.objectContaining({ name: 'attachment-gallery' })]);
    popups.length = 0;

    swipe(120);
    expect(current()).toBe('Photo 1 of 4');
    swipe(-120);
    expect(current()).toBe('Photo 2 of 4');
    expect(popups).toEqual([]);
  });

  it('shows the height in feet and inches for an imperial brand', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1', { height: 168 }) });
    renderRoutes('/profile/p1', { user: member(), brand: { ...BRAND, measurementSystem: 'imperial' } });
    expect(await screen.findByText('5′ 6″')).toBeVisible();
  });

  it('asks for the upgrade popup, with the profile and the feature, from a locked photo', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member() });
    const gallery = await screen.findByRole('region', { name: 'Photos of user_p1' });
    await userEvent.click(within(gallery).getByRole('button', { name: 'Show photo 3 of 4' }));
    await userEvent.click(
      within(gallery.querySelector<HTMLElement>('[aria-label="Photo 3 of 4"]')!).getByRole('button', { name: 'VIP photo' }),
    );
    expect(popups).toEqual([
      {
        name: 'no-subscription',
        props: { profile: { _id: 'p1', username: 'user_p1', imageUrl: 'http://img.test/p1-1-thumb.jpg' }, feature: 'images-and-albums' },
      },
    ]);
    const notice = screen.getByText('2 more photos of user_p1 are for VIP members.');
    expect(notice).toBeVisible();
    // The person first: the name and "Send a message" come before the VIP notice on the page.
    const send = screen.getByRole('link', { name: 'Send a message' });
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(send.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to see every photo' }));
    expect(popups).toHaveLength(2);
  });

  it('opens the full-screen gallery at the photo clicked', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member() });
    await userEvent.click(await screen.findByRole('button', { name: 'Next photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'user_p1, photo 2 of 2 Open full screen' }));
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

  it('shows a profile favourited a moment ago as a favourite on coming back, and the favourites list with it', async () => {
    let favourites: string[] = [];
    const api = fakeApi({
      'GET /profile/p1': () => ({ ...profileDetail('p1'), isFavourite: favourites.includes('p1') }),
      'PATCH /user/member-1': () => {
        favourites = ['p1'];
        return { ...vip(), profile: { ...vip().profile, favourites } };
      },
      'GET /interests/favorites': () => ({
        kind: 'favorites',
        items: favourites.map((id) => ({ profile: profile(id), date: '2026-11-20T10:00:00.000Z' })),
        total: favourites.length,
        page: 1,
        limit: 36,
      }),
    });
    const { router } = renderRoutes('/favorites', { user: vip() });
    expect(await screen.findByText('You have no favourites yet.')).toBeVisible();

    await act(() => router.navigate('/profile/p1'));
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true'));

    await act(() => router.navigate('/favorites'));
    expect(await screen.findByRole('link', { name: 'user_p1' })).toBeVisible();
    await act(() => router.navigate('/profile/p1'));
    expect(await screen.findByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'true');
    // Both from what the page already had: the profile was not asked for again.
    expect(api.callsTo('GET /profile/p1')).toHaveLength(1);
  });

  it('offers the upgrade instead of favouriting for a member without VIP, without asking the server', async () => {
    const api = fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member({ isPremium: false }) });
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }));
    expect(popups).toEqual([
      expect.objectContaining({ name: 'no-subscription', props: expect.objectContaining({ feature: 'unlimited-favorites' }) }),
    ]);
    expect(api.callsTo('PATCH /user/member-1')).toEqual([]);
    expect(screen.getByRole('button', { name: /Favourite/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it("offers the upgrade for favourites to a VIP whose membership does not grant 'unlimited-favorites' (Velvet Hour's monthly)", async () => {
    const api = fakeApi({ 'GET /profile/p1': () => profileDetail('p1') });
    renderRoutes('/profile/p1', { user: member({ isPremium: true, membershipFeatures: ['images-and-albums', 'profile-boost'] }) });
    await userEvent.click(await screen.findByRole('button', { name: /Favourite/ }));
    expect(popups).toEqual([
      expect.objectContaining({ name: 'no-subscription', props: expect.objectContaining({ feature: 'unlimited-favorites' }) }),
    ]);
    expect(api.callsTo('PATCH /user/member-1')).toEqual([]);
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
    // The failure is the page: a screen reader's list of headings starts with it, and the tab says it.
    expect(screen.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Profile not found · /));
    unmount();
    renderRoutes('/profile/p1', { user: member() });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tryRefreshing);
    expect(screen.getByRole('heading', { level: 1, name: 'This did not load' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    fakeApi({ 'GET /profile/p1': () => profileDetail('p1', { tags: ['featured'] }) });
    const { container } = renderRoutes('/profile/p1', { user: member() });
    await screen.findByRole('heading', { level: 1, name: /user_p1/ });
    expect(await axeViolations(container)).toEqual([]);
  });
});
