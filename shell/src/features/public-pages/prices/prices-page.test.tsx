import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_BRAND, axeViolations, renderWithBrand } from '../legal/render-with-brand.test-utils';
import PricesPage from './prices-page';

describe('PricesPage', () => {
  it('lists the credit packages cheapest first with the truncated price per message', () => {
    renderWithBrand(<PricesPage />);

    const packages = screen.getAllByTestId('credit-package');
    expect(packages.map((card) => within(card).getByRole('heading').textContent)).toEqual(['20 credits', '50 credits', '120 credits']);
    expect(packages.map((card) => within(card).getByTestId('package-price').textContent)).toEqual(['€9.99', '€19.99', '€39.99']);
    // 9.99 / 20 = 0.4995 and 19.99 / 50 = 0.3998: truncated, never rounded up to 0.50 or 0.40.
    expect(packages.map((card) => within(card).getByTestId('price-per-message').textContent)).toEqual(['€0.49', '€0.39', '€0.33']);
    expect(within(packages[1]).getByText('plus 23% VAT (€4.59)')).toBeInTheDocument();
    expect(within(packages[0]).getByText('First purchase offer')).toBeInTheDocument();
    expect(within(packages[0]).getByRole('link', { name: 'Buy 20 credits' })).toHaveAttribute('href', '/upgrade/credits');
  });

  it('lists the memberships cheapest first with their frequency, price per period and features', () => {
    renderWithBrand(<PricesPage />);

    const memberships = screen.getAllByTestId('membership');
    expect(memberships.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Monthly VIP',
      'Quarterly VIP',
    ]);
    expect(within(memberships[0]).getByTestId('membership-price')).toHaveTextContent('€24.99 per month');
    expect(within(memberships[1]).getByTestId('membership-price')).toHaveTextContent('€59.99 per quarter');
    expect(within(memberships[1]).getByText('20X more responses')).toBeInTheDocument();
    expect(within(memberships[1]).getByText('Inbox filter')).toBeInTheDocument();
    expect(within(memberships[0]).getByRole('link', { name: 'Choose Monthly VIP' })).toHaveAttribute('href', '/upgrade/premium');
  });

  it('marks the best value of each kind and says how much less a unit costs than the dearest', () => {
    renderWithBrand(<PricesPage />);

    const packages = screen.getAllByTestId('credit-package');
    expect(packages.map((card) => within(card).queryByTestId('best-value') !== null)).toEqual([false, false, true]);
    expect(within(packages[2]).getByText('Best value')).toBeInTheDocument();
    // €0.33 against €0.49 per message: 32 % less, rounded down.
    expect(within(packages[2]).getByText('Save 32%')).toBeInTheDocument();
    expect(within(packages[0]).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(within(packages[2]).getByRole('link', { name: 'Buy 120 credits' })).toHaveClass('button-primary');

    const memberships = screen.getAllByTestId('membership');
    expect(memberships.map((card) => within(card).queryByTestId('best-value') !== null)).toEqual([false, true]);
    expect(within(memberships[1]).getByText('That is €19.99 a month')).toBeInTheDocument();
    expect(within(memberships[1]).getByText('Save 20%')).toBeInTheDocument();
  });

  it('says so, with a way to support, when a kind of product is not on sale', () => {
    renderWithBrand(<PricesPage />, { ...TEST_BRAND, products: TEST_BRAND.products.filter((item) => item.interval === 0) });
    const none = screen.getByRole('region', { name: 'No memberships on sale' });
    expect(none).toHaveTextContent('No memberships are on sale at the moment.');
    expect(within(none).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-us');
  });

  it('shows the maintenance fee only when the brand charges one', () => {
    const { unmount } = renderWithBrand(<PricesPage />);
    expect(screen.queryByTestId('maintenance-fee')).not.toBeInTheDocument();
    unmount();

    renderWithBrand(<PricesPage />, { ...TEST_BRAND, maintenanceFee: 2.95 });
    expect(screen.getByTestId('maintenance-fee')).toHaveTextContent('A maintenance fee of €2.95 applies');
  });

  it('states that the profiles are fictitious and titles the document', () => {
    renderWithBrand(<PricesPage />);
    expect(screen.getByTestId('fictitious-notice')).toHaveTextContent(/fictitious/);
    expect(document.title).toBe('Prices · Heartline');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithBrand(<PricesPage />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
