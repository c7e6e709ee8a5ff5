import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { ProfileCard } from './profile-card';
import { axeViolations, NOW, profile, renderWithStore } from '@heartline/remote-kit/testing';

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

describe('profile card', () => {
  it('shows the first image, the username, age, body, hair, height and eyes, and links to the profile', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithStore(<ProfileCard profile={profile('a', { age: 29, body: 'curvy', hair: 'red', eyes: 'hazel', height: 172 })} now={NOW} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'user_a' })).toHaveAttribute('href', '/profile/a');
    expect(card).toHaveTextContent('29');
    for (const text of ['Curvy', 'Red', '172 cm', 'Hazel']) expect(within(card).getByText(text)).toBeVisible();
  });

  it('tags a new, online, featured, premium profile', () => {
    renderWithStore(
      <ProfileCard
        profile={profile('a', { tags: ['featured', 'premium'], createDate: new Date(NOW - HOUR).toISOString(), activityDate: new Date(NOW - 60_000).toISOString() })}
        now={NOW}
      />,
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Featured', 'Premium', 'New', 'Online']);
  });

  it('loads its image only when it comes within 200 px of the view', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithStore(<ProfileCard profile={profile('a')} now={NOW} />);
    expect(screen.queryByRole('img', { name: 'Photo of user_a' })).not.toHaveAttribute('src');
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByRole('img', { name: 'Photo of user_a' })).toHaveAttribute('src', 'http://img.test/a-1-thumb.jpg');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithStore(
      <ul>
        <li>
          <ProfileCard profile={profile('a', { tags: ['featured'] })} now={NOW} />
        </li>
      </ul>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
