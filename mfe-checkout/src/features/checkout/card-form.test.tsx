import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, member } from '@heartline/remote-kit/testing';
import { renderRoutes } from '../../testing/render-routes';
import { MEMBERSHIPS, product } from '../../testing/products';

const CART_KEY = 'heartline.checkout.cart';

function putInCart(item = product()) {
  sessionStorage.setItem(CART_KEY, JSON.stringify([{ product: item, country: 'IE', orderKey: 'key-for-this-cart-item' }]));
}

beforeEach(() => sessionStorage.clear());

describe('the card form', () => {
  it('says the card is kept to renew a membership every interval, instead of offering to save it', async () => {
    putInCart(MEMBERSHIPS[0]);
    fakeApi({});
    renderRoutes('/upgrade/checkout', { user: member() });
    expect(
      await screen.findByText('We keep this card to renew your membership every 30 days until you stop it in Settings.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).not.toBeInTheDocument();
  });

  it('offers to save the card for a credit package, and says nothing of renewals', async () => {
    putInCart(product());
    fakeApi({});
    renderRoutes('/upgrade/checkout', { user: member() });
    expect(await screen.findByRole('checkbox', { name: 'Save this card for next time' })).not.toBeChecked();
    expect(screen.queryByText(/to renew your membership/)).not.toBeInTheDocument();
  });
});
