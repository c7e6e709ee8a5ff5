// Test helpers for the public pages: a brand like the seeded one, a render inside a jotai store
// holding it and a router (the pages use <Link>), and an axe check. Only tests import this file.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Provider, createStore } from 'jotai';
import { MemoryRouter } from '@heartline/contracts/router';
import { brandAtom, type Brand, type Product } from '@heartline/contracts';

function product(fields: Partial<Product> & Pick<Product, 'sku' | 'name' | 'credits' | 'price' | 'interval'>): Product {
  return { _id: fields.sku, currency: '€', currencyCode: 'EUR', vat: 23, packageType: 'standard', features: [], ...fields };
}

export const TEST_BRAND: Brand = {
  _id: 'brand-1',
  domain: 'heartline.example',
  productName: 'Heartline',
  tagline: 'Chat and flirt with fictitious profiles, for entertainment only.',
  company: {
    _id: 'company-1',
    name: 'Heartline Media Ltd.',
    address: 'Unit 4, 12 Grand Canal Quay, Dublin 2, D02 XK57, Ireland',
    registrationNumber: 'IE 712345',
    vatNumber: 'IE 3712345KH',
    email: 'legal@heartline.example',
  },
  timezone: 'Europe/Dublin',
  // Deliberately out of price order.
  products: [
    product({ sku: 'credits-120', name: '120 credits', credits: 120, price: 39.99, interval: 0 }),
    product({
      sku: 'membership-quarterly',
      name: 'Quarterly',
      credits: 0,
      price: 59.99,
      interval: 90,
      features: ['images-and-albums', 'inbox-filter'],
    }),
    product({ sku: 'credits-20', name: '20 credits', credits: 20, price: 9.99, interval: 0, packageType: 'firstPurchaseOnly' }),
    product({ sku: 'membership-monthly', name: 'Monthly', credits: 0, price: 24.99, interval: 30, features: ['unlimited-favorites'] }),
    product({ sku: 'credits-50', name: '50 credits', credits: 50, price: 19.99, interval: 0 }),
  ],
  customerSupport: { email: 'support@heartline.example', phone: '+353 1 555 0142', hours: 'Monday to Friday, 09:00-18:00', replyHours: 48 },
  maintenanceFee: 0,
  defaultDescriptor: 'HEARTLINE*MEDIA',
  measurementSystem: 'metric',
  locale: 'en-IE',
  sso: { name: 'Heartline ID' },
  countries: ['IE'],
  legacyMode: false,
};

export function renderWithBrand(ui: ReactElement, brand: Brand | null = TEST_BRAND) {
  const store = createStore();
  store.set(brandAtom, brand);
  return render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
}

/**
 * The axe violations on a rendered page, each with the elements it concerns. Contrast needs real
 * layout and the stylesheet, so the browser suite checks it.
 */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
