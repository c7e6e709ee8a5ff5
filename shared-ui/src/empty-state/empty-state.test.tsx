import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { EmptyState } from './empty-state';

describe('the empty state', () => {
  it('is a section named by its title, with the words and the way on', async () => {
    const onBrowse = vi.fn();
    render(
      <EmptyState
        title="No favourites yet"
        actions={
          <button type="button" onClick={onBrowse}>
            Browse profiles
          </button>
        }
      >
        <p>Tap the heart on a profile to keep it here.</p>
      </EmptyState>,
    );
    const section = screen.getByRole('region', { name: 'No favourites yet' });
    expect(within(section).getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Tap the heart on a profile to keep it here.');
    await userEvent.click(within(section).getByRole('button', { name: 'Browse profiles' }));
    expect(onBrowse).toHaveBeenCalledOnce();
  });

  it('takes the heading level of the place it is shown in, and an eyebrow above the title', () => {
    render(<EmptyState title="This page does not exist" headingLevel={1} eyebrow="404" picture="not-found" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'This page does not exist' });
    expect(heading.previousElementSibling).toHaveTextContent('404');
  });

  it('draws a decorative picture that screen readers skip, or shows the app’s own', () => {
    const { container, rerender } = render(<EmptyState title="Nothing found" picture="no-results" />);
    const drawing = container.querySelector('svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveAttribute('data-picture', 'no-results');
    rerender(<EmptyState title="Nothing found" picture={<img src="/own.svg" alt="" data-testid="own" />} />);
    expect(screen.getByTestId('own')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('announces itself when it replaces content with an error, and passes its attributes on', () => {
    render(<EmptyState title="This part is unavailable" role="alert" data-testid="fallback" size="compact" picture="unavailable" />);
    const alert = screen.getByRole('alert');
    expect(alert).toBe(screen.getByTestId('fallback'));
    expect(alert).toHaveAccessibleName('This part is unavailable');
    expect(alert).toHaveClass('empty-state', 'empty-state-compact');
  });

  it('has no axe violations, for each picture', async () => {
    const { container } = render(
      <main>
        {(['not-found', 'unavailable', 'empty', 'no-results'] as const).map((picture) => (
          <EmptyState key={picture} title={`Picture ${picture}`} picture={picture} actions={<a href="/">Back to the main page</a>}>
            <p>Some words.</p>
          </EmptyState>
        ))}
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
