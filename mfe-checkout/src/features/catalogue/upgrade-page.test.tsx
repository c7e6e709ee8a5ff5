import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations, fakeApi, member } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { catalogue, MEMBERSHIPS, PACKAGES } from '../../testing/products';

describe('/upgrade', () => {
  it('shows each package with its price per message, truncated, and marks the best value', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue() });
    renderRoutes('/upgrade', { user: member({ credits: 7 }) });
    // While the catalogue loads, its region says it is busy (what screen readers and the journeys wait on).
    expect(await screen.findByRole('status', { name: 'Loading the offers…' })).toHaveAttribute('aria-busy', 'true');
    const packages = await screen.findAllByTestId('credit-package');
    expect(packages).toHaveLength(3);
    // 9.99 / 20 = 0.4995 -> 0.49; 39.99 / 120 = 0.33325 -> 0.33
    expect(within(packages[0]!).getByTestId('price-per-message')).toHaveTextContent('€0.49');
    expect(within(packages[2]!).getByTestId('price-per-message')).toHaveTextContent('€0.33');
    expect(within(packages[2]!).getByTestId('best-value')).toBeVisible();
    expect(within(packages[0]!).queryByTestId('best-value')).toBeNull();
    expect(screen.getByTestId('upgrade-balance')).toHaveTextContent('You have 7 credits');
  });

  it('shows each membership with the 20X promise and its own features', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue() });
    renderRoutes('/upgrade', { user: member() });
    const memberships = await screen.findAllByTestId('membership');
    expect(within(memberships[0]!).getByText('20X more responses')).toBeVisible();
    expect(within(memberships[0]!).getByText('Unlimited favourites')).toBeVisible();
    expect(within(memberships[0]!).queryByText('Profile boost')).toBeNull();
    expect(within(memberships[1]!).getByText('Profile boost')).toBeVisible();
  });

  it('shows only packages on /upgrade/credits and only memberships on /upgrade/premium', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue() });
    renderRoutes('/upgrade/credits', { user: member() });
    expect(await screen.findAllByTestId('credit-package')).toHaveLength(PACKAGES.length);
    expect(screen.queryAllByTestId('membership')).toHaveLength(0);
  });

  it('puts the chosen membership in the cart and opens the checkout', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue() });
    const { router } = renderRoutes('/upgrade/premium', { user: member() });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Monthly VIP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade/checkout'));
    const stored = JSON.parse(sessionStorage.getItem('heartline.checkout.cart') ?? '[]');
    expect(stored.map((item: { product: { _id: string } }) => item.product._id)).toEqual([MEMBERSHIPS[0]!._id]);
  });

  it('says so when the offers cannot be loaded', async () => {
    fakeApi({});
    renderRoutes('/upgrade', { user: member() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The offers could not be loaded.');
  });

  it('has no accessibility violations', async () => {
    fakeApi({ 'GET /catalogue': () => catalogue() });
    const { container } = renderRoutes('/upgrade', { user: member() });
    await screen.findAllByTestId('membership');
    expect(await axeViolations(container)).toEqual([]);
  });
});
