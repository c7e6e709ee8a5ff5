import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './avatar';
import { axeViolations } from './testing/axe';

describe('the avatar', () => {
  it('shows the photo named after the person', async () => {
    const { container } = render(<Avatar name="wild_nina" src="/photos/nina.jpg" size="lg" />);
    expect(screen.getByRole('img', { name: 'wild_nina' })).toHaveAttribute('src', '/photos/nina.jpg');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('falls back to the initials when there is no photo, or it fails to load, and tries a new address', () => {
    const { rerender } = render(<Avatar name="wild_nina" src="/photos/gone.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'wild_nina' }));
    expect(screen.getByRole('img', { name: 'wild_nina' })).toHaveTextContent('WN');
    rerender(<Avatar name="wild_nina" src="/photos/new.jpg" />);
    expect(screen.getByRole('img', { name: 'wild_nina' })).toHaveAttribute('src', '/photos/new.jpg');
    rerender(<Avatar name="Anna" />);
    expect(screen.getByRole('img', { name: 'Anna' })).toHaveTextContent('A');
  });

  it('is hidden from screen readers beside the name it shows', () => {
    render(
      <p>
        <Avatar name="Anna Keane" decorative /> Anna Keane
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes up to two initials from the first and last words', () => {
    expect(initialsOf('anna keane')).toBe('AK');
    expect(initialsOf('mary-jane o_neill')).toBe('MN');
    expect(initialsOf('éva')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });
});
