import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PopupName } from '@heartline/contracts';
import { AttachmentGalleryPopup } from './attachment-gallery-popup';
import { NoSubscriptionPopup } from './no-subscription-popup';
import { axeViolations, member, renderWithStore, TestPopupFrame } from '@heartline/remote-kit/testing';

const Frame = TestPopupFrame;

const popup = (name: PopupName, props: Record<string, unknown>) => ({ id: 'p', name, props });
const photos = [1, 2, 3].map((n) => ({ url: `http://img.test/${n}.jpg`, alt: `user_a, photo ${n} of 3` }));

describe('the attachment gallery popup', () => {
  it('opens at the photo asked for and pages with the arrow keys and buttons, wrapping around', async () => {
    renderWithStore(
      <AttachmentGalleryPopup
        popup={popup('attachment-gallery', { title: 'Photos of user_a', photos, index: 1 })}
        close={vi.fn()}
        Frame={Frame}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Photos of user_a' })).toBeVisible();
    expect(screen.getByRole('img')).toHaveAccessibleName('user_a, photo 2 of 3');
    expect(screen.getByText('Photo 2 of 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://img.test/3.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://img.test/1.jpg');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'http://img.test/3.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('Photo 1 of 3')).toBeVisible();
  });

  it('ignores props that are not photos, and passes axe', async () => {
    const { container } = renderWithStore(
      <AttachmentGalleryPopup
        popup={popup('attachment-gallery', { photos: [{ url: 5 }, ...photos], index: 9 })}
        close={vi.fn()}
        Frame={Frame}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Photos' })).toBeVisible();
    expect(screen.getByText('Photo 1 of 3')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the no-subscription popup', () => {
  it('names the profile and the feature, promises more responses and leads to the VIP memberships', async () => {
    const close = vi.fn();
    const { container } = renderWithStore(
      <NoSubscriptionPopup
        popup={popup('no-subscription', {
          profile: { _id: 'p1', username: 'lena', imageUrl: 'http://img.test/l.jpg' },
          feature: 'images-and-albums',
        })}
        close={close}
        Frame={Frame}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Upgrade to VIP' })).toBeVisible();
    expect(screen.getByText('See every photo of lena with a VIP membership.')).toBeVisible();
    expect(screen.getByText('VIP members get 20X more responses.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'See VIP memberships' });
    expect(link).toHaveAttribute('href', '/upgrade/premium');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(link);
    expect(close).toHaveBeenCalled();
  });

  it('speaks of favourites for the favourites feature, even without a profile', () => {
    renderWithStore(
      <NoSubscriptionPopup popup={popup('no-subscription', { feature: 'unlimited-favorites' })} close={vi.fn()} Frame={Frame} />,
    );
    expect(screen.getByText('Keep the profiles you like among your favourites with a VIP membership.')).toBeVisible();
  });

  it('tells a VIP member whose membership lacks the feature so, instead of asking them to become VIP', () => {
    renderWithStore(
      <NoSubscriptionPopup
        popup={popup('no-subscription', { profile: { _id: 'p1', username: 'lena' }, feature: 'unlimited-favorites' })}
        close={vi.fn()}
        Frame={Frame}
      />,
      { user: member({ isPremium: true, membershipFeatures: ['images-and-albums', 'profile-boost'] }) },
    );
    expect(screen.getByText('Your membership does not include favourites. Choose a VIP membership that does.')).toBeVisible();
    expect(screen.queryByText(/with a VIP membership/)).toBeNull();
  });
});
