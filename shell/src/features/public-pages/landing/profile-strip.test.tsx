import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { Profile, ProfilesPage } from '@heartline/contracts';
import { ProfileStrip } from './profile-strip';

const card = (id: string, username: string): Profile => ({
  _id: id,
  username,
  age: 31,
  profile: { birthday: null },
  createDate: '2026-01-01T00:00:00.000Z',
  activityDate: null,
  height: 170,
  body: 'fit',
  hair: 'red',
  eyes: 'green',
  tags: ['featured'],
  images: [
    {
      _id: `${id}-i`,
      type: 'others',
      processed: true,
      under_moderation: false,
      path: { medium: `http://api/media/${id}-medium.jpg`, thumb: `http://api/media/${id}-thumb.jpg` },
    },
  ],
});

describe('landing profile strip', () => {
  it('shows the brand\u2019s featured profiles, each inviting the visitor to join', async () => {
    const load = vi
      .fn()
      .mockResolvedValue({ profiles: [card('1', 'Lena'), card('2', 'Mira')], total: 2, page: 1, limit: 8 } satisfies ProfilesPage);
    render(<ProfileStrip load={load} />);
    expect(await screen.findByRole('link', { name: 'Lena, 31: join to chat' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Mira, 31: join to chat' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(undefined, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('loads each photo in the size its card is shown, not the largest', async () => {
    const load = vi.fn().mockResolvedValue({ profiles: [card('1', 'Lena')], total: 1, page: 1, limit: 8 } satisfies ProfilesPage);
    const { container } = render(<ProfileStrip load={load} />);
    await screen.findByRole('link', { name: 'Lena, 31: join to chat' });
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', 'http://api/media/1-thumb.jpg');
    expect(photo).toHaveAttribute('srcset', 'http://api/media/1-thumb.jpg 320w, http://api/media/1-medium.jpg 640w');
    expect(photo).toHaveAttribute('sizes', expect.stringContaining('260px'));
  });

  it('leaves the landing page alone when the profiles cannot be loaded', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    const { container } = render(<ProfileStrip load={load} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
