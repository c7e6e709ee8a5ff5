import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from '../../features/public-pages/legal/render-with-brand.test-utils';
import AffiliatesPage from './affiliates-page';

describe('AffiliatesPage', () => {
  it('presents the programme and its rule that the product is fictitious entertainment', () => {
    renderWithBrand(<AffiliatesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'The Heartline affiliate programme' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${TEST_BRAND.company.name} works with`))).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-rules')).toHaveTextContent(/fictitious profiles .* Never promise or suggest real-world meetings/);
  });

  it('holds the full affiliate form', () => {
    renderWithBrand(<AffiliatesPage />);

    for (const label of [
      /full name/i,
      /email address/i,
      /^company/i,
      /messenger id/i,
      /^country/i,
      /years of experience/i,
      /geos/i,
      /other verticals/i,
      /anything else/i,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^messenger/i, { selector: 'select' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /traffic sources/i })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(11);
  });

  it('has no axe violations, before and after a failed validation', async () => {
    const user = userEvent.setup();
    const { container } = renderWithBrand(<AffiliatesPage />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /send application/i }));
    expect(await axeViolations(container)).toEqual([]);
    // Two axe runs over the long form: more than the default 5 s on a busy machine.
  }, 15_000);
});
