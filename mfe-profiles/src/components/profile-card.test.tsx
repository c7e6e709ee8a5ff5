import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ProfileCard } from './profile-card';
import { axeViolations, image, NOW, profile, renderWithStore } from '@heartline/remote-kit/testing';

const HOUR = 60 * 60 * 1000;

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

class FakeIntersectionObserver {
  constructor(
    readonly callback: Callback,
    readonly options?: IntersectionObserverInit,
  ) {
    observers.push(this);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

const withWebp = (id: string) =>
  image(id, {
    webp: {
      thumb: `http://img.test/${id}-thumb.webp`,
      medium: `http://img.test/${id}-medium.webp`,
      large: `http://img.test/${id}-large.webp`,
    },
  });

describe('profile card', () => {
  it('shows the photo, the username and age, the city and a line about the person, and links to the profile', () => {
    renderWithStore(
      <ProfileCard profile={profile('a', { age: 29, city: 'Cork', bio: 'I laugh loudly and I am not sorry about it.' })} now={NOW} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'user_a' })).toHaveAttribute('href', '/profile/a');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('user_a29');
    expect(within(card).getByRole('img', { name: 'Photo of user_a' })).toBeVisible();
    expect(within(card).getByText('Cork')).toBeVisible();
    expect(within(card).getByText('I laugh loudly and I am not sorry about it.')).toBeVisible();
  });

  it('leaves the facts (body, hair, height, eyes) to the profile page, and says nothing of a city or line it lacks', () => {
    renderWithStore(
      <ProfileCard profile={profile('a', { body: 'curvy', hair: 'red', eyes: 'hazel', height: 172, city: null })} now={NOW} />,
    );
    const card = screen.getByRole('article');
    for (const text of ['Curvy', 'Red', '172 cm', 'Hazel', 'Body', 'Height']) expect(within(card).queryByText(text)).toBeNull();
    expect(card.querySelectorAll('p')).toHaveLength(0);
  });

  it('marks a new, online, featured, premium profile', () => {
    renderWithStore(
      <ProfileCard
        profile={profile('a', {
          tags: ['featured', 'premium'],
          createDate: new Date(NOW - HOUR).toISOString(),
          activityDate: new Date(NOW - 60_000).toISOString(),
        })}
        now={NOW}
      />,
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Featured', 'Premium', 'New', 'Online']);
  });

  it('loads its photo only when it comes within 200 px of the view', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithStore(<ProfileCard profile={profile('a')} now={NOW} />);
    expect(screen.getByRole('img', { name: 'Photo of user_a' })).not.toHaveAttribute('src');
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByRole('img', { name: 'Photo of user_a' })).toHaveAttribute('src', 'http://img.test/a-1-thumb.jpg');
  });

  it("loads a first row card's photo at once and first, never waiting for the view", () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithStore(<ProfileCard profile={profile('a')} now={NOW} priority />);
    const photo = screen.getByRole('img', { name: 'Photo of user_a' });
    expect(photo).toHaveAttribute('src', 'http://img.test/a-1-thumb.jpg');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(observers).toHaveLength(0);
  });

  it('offers its photo at 320 and 640 px wide for a slot of half a phone to a quarter of a desktop, as WebP first, never 1280 px', () => {
    // A browser without IntersectionObserver loads at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderWithStore(<ProfileCard profile={profile('a', { images: [withWebp('a-1')] })} now={NOW} />);
    const sizes = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 50vw';
    const photo = screen.getByRole('img', { name: 'Photo of user_a' });
    expect(photo).toHaveAttribute('srcset', 'http://img.test/a-1-thumb.jpg 320w, http://img.test/a-1-medium.jpg 640w');
    expect(photo).toHaveAttribute('sizes', sizes);
    const webp = container.querySelector('picture > source');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute('srcset', 'http://img.test/a-1-thumb.webp 320w, http://img.test/a-1-medium.webp 640w');
    expect(webp).toHaveAttribute('sizes', sizes);
    expect(container.innerHTML).not.toContain('large');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(
      <ul>
        <li>
          <ProfileCard
            profile={profile('a', { tags: ['featured'], city: 'Cork', bio: 'Sun lover!', images: [withWebp('a-1')] })}
            now={NOW}
          />
        </li>
      </ul>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
