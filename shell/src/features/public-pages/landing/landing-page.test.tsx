import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from '../legal/render-with-brand.test-utils';
import LandingPage from './landing-page';

// The strip of featured profiles calls the API; the landing page itself is what is tested here.
vi.mock('./profile-strip', () => ({ ProfileStrip: () => null }));

describe('LandingPage', () => {
  it('leads with the hero: its promise, the way to join, the prices and the fictitious-profiles notice', () => {
    renderWithBrand(<LandingPage />);
    const hero = screen.getByRole('region', { name: 'Flirty conversations, whenever you want them' });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(hero).toHaveTextContent('Heartline is a chat and flirting entertainment service for adults.');
    expect(within(hero).getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/sign-up');
    expect(within(hero).getByRole('link', { name: 'See prices' })).toHaveAttribute('href', '/prices');
    expect(within(hero).getByTestId('fictitious-notice')).toHaveTextContent('fictitious and for entertainment only');
  });

  it('has the founder, the features and a closing call to action, in the words of the brand', () => {
    renderWithBrand(<LandingPage />);
    expect(screen.getByRole('region', { name: 'A word from our founder' })).toHaveTextContent(`Founder, ${TEST_BRAND.company.name}`);
    expect(within(screen.getByRole('region', { name: 'Why members enjoy Heartline' })).getAllByRole('heading', { level: 3 })).toHaveLength(
      4,
    );
    expect(
      within(screen.getByRole('region', { name: 'Ready to start a conversation?' })).getByRole('link', {
        name: 'Create your free account',
      }),
    ).toHaveAttribute('href', '/sign-up');
  });

  it('keeps its drawn chat away from screen readers and titles the tab with the brand', () => {
    const { container } = renderWithBrand(<LandingPage />);
    expect(container.querySelector('.hero-visual')).toHaveAttribute('aria-hidden', 'true');
    expect(document.title).toBe('Heartline');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithBrand(<LandingPage />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
