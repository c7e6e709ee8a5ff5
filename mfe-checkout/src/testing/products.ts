// Products as GET /catalogue answers them, for the checkout's tests.
import type { Catalogue, Product } from '@heartline/contracts';

export function product(fields: Partial<Product> = {}): Product {
  return {
    _id: 'p-20',
    sku: 'hl-credits-20',
    name: '20 credits',
    currency: '€',
    currencyCode: 'EUR',
    vat: 23,
    credits: 20,
    price: 9.99,
    interval: 0,
    packageType: 'standard',
    features: [],
    ...fields,
  };
}

export const PACKAGES = [
  product(),
  product({ _id: 'p-50', sku: 'hl-credits-50', name: '50 credits', credits: 50, price: 19.99 }),
  product({ _id: 'p-120', sku: 'hl-credits-120', name: '120 credits', credits: 120, price: 39.99 }),
];

export const MEMBERSHIPS = [
  product({
    _id: 'm-30',
    sku: 'hl-membership-monthly',
    credits: 0,
    price: 24.99,
    interval: 30,
    features: ['images-and-albums', 'unlimited-favorites'],
  }),
  product({
    _id: 'm-180',
    sku: 'hl-membership-bi-annual',
    credits: 0,
    price: 99.99,
    interval: 180,
    features: ['images-and-albums', 'profile-boost', 'inbox-filter', 'unlimited-favorites'],
  }),
];

export function catalogue(products: Product[] = [...PACKAGES, ...MEMBERSHIPS]): Catalogue {
  return { country: 'IE', firstPurchasePromotion: false, products };
}
