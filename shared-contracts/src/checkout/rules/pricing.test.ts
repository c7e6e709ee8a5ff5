import { describe, expect, it } from 'vitest';
import type { PackageType, Product } from '../../platform/entities/product';
import {
  availablePackages,
  bestValue,
  isCreditPackage,
  isMembership,
  membershipFrequency,
  orderTotal,
  pricePerMessage,
  pricePerMonth,
  sortProductsByPrice,
  truncateTo2,
  unitPrice,
  unitSavingPercent,
  vatAmount,
} from './pricing';

function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    sku: 'credits-20',
    name: '20 credits',
    currency: '€',
    currencyCode: 'EUR',
    vat: 21,
    credits: 20,
    price: 9.99,
    interval: 0,
    packageType: 'standard',
    features: [],
    ...overrides,
  };
}

describe('truncateTo2', () => {
  it('truncates instead of rounding', () => {
    expect(truncateTo2(0.4995)).toBe(0.49);
    expect(truncateTo2(1.999)).toBe(1.99);
    expect(truncateTo2(2.005)).toBe(2);
  });

  it('does not lose a cent to binary noise', () => {
    expect(truncateTo2(0.29)).toBe(0.29); // 0.29 * 100 = 28.999999999999996
    expect(truncateTo2(1.13)).toBe(1.13); // 1.13 * 100 = 112.99999999999999
    expect(truncateTo2(4.35)).toBe(4.35);
    expect(truncateTo2(0.1 + 0.2)).toBe(0.3);
  });

  it('truncates negative values towards zero', () => {
    expect(truncateTo2(-1.239)).toBe(-1.23);
    expect(truncateTo2(-0.001)).toBe(0);
  });

  it('keeps whole numbers and two-decimal values as they are', () => {
    expect(truncateTo2(10)).toBe(10);
    expect(truncateTo2(12345.67)).toBe(12345.67);
  });
});

describe('pricePerMessage', () => {
  it('divides price by credits and truncates to 2 decimals', () => {
    expect(pricePerMessage(product({ price: 9.99, credits: 20 }))).toBe(0.49); // 0.4995
    expect(pricePerMessage(product({ price: 29.99, credits: 100 }))).toBe(0.29); // 0.2999
    expect(pricePerMessage(product({ price: 4.35, credits: 1 }))).toBe(4.35);
  });

  it('is lower for a larger package of the same price per credit band', () => {
    const small = pricePerMessage(product({ price: 9.99, credits: 20 })) ?? 0;
    const large = pricePerMessage(product({ price: 39.99, credits: 100 })) ?? 0;
    expect(large).toBeLessThan(small);
  });

  it('has no price per message for a membership or a package without credits', () => {
    expect(pricePerMessage(product({ interval: 30 }))).toBeUndefined();
    expect(pricePerMessage(product({ credits: 0 }))).toBeUndefined();
  });
});

describe('vatAmount', () => {
  it('truncates the VAT to 2 decimals', () => {
    expect(vatAmount(9.99, 21)).toBe(2.09); // 2.0979
    expect(vatAmount(100, 19)).toBe(19);
    expect(vatAmount(1.15, 10)).toBe(0.11); // 0.115
  });
});

describe('orderTotal', () => {
  it('adds the truncated VAT to the price, as the server prices the order', () => {
    expect(orderTotal({ price: 9.99, vat: 21 })).toEqual({ price: 9.99, vat: 2.09, total: 12.08 });
    expect(orderTotal({ price: 0.29, vat: 23 })).toEqual({ price: 0.29, vat: 0.06, total: 0.35 });
  });
});

describe('sortProductsByPrice', () => {
  it('orders by ascending price without touching the input', () => {
    const input = [product({ _id: 'b', price: 20 }), product({ _id: 'a', price: 5 }), product({ _id: 'c', price: 10 })];
    expect(sortProductsByPrice(input).map((p) => p._id)).toEqual(['a', 'c', 'b']);
    expect(input.map((p) => p._id)).toEqual(['b', 'a', 'c']);
  });
});

describe('availablePackages', () => {
  const types: PackageType[] = ['standard', 'firstPurchaseOnly', 'postPaymentOnly', 'quickPackage'];
  const catalogue = types.map((packageType) => product({ _id: packageType, packageType }));

  it('offers only the firstPurchaseOnly packages to a member with the first-purchase promotion', () => {
    expect(availablePackages(catalogue, { firstPurchasePromotion: true }).map((p) => p._id)).toEqual(['firstPurchaseOnly']);
  });

  it('hides firstPurchaseOnly and postPaymentOnly packages without the promotion', () => {
    expect(availablePackages(catalogue, { firstPurchasePromotion: false }).map((p) => p._id)).toEqual(['standard', 'quickPackage']);
  });
});

describe('credit packages and memberships', () => {
  it('tells a credit package (interval 0) from a membership', () => {
    expect(isCreditPackage(product({ interval: 0 }))).toBe(true);
    expect(isMembership(product({ interval: 0 }))).toBe(false);
    expect(isCreditPackage(product({ interval: 30 }))).toBe(false);
    expect(isMembership(product({ interval: 30 }))).toBe(true);
  });

  it('names the membership frequency from the interval in days', () => {
    expect(membershipFrequency(30)).toBe('monthly');
    expect(membershipFrequency(31)).toBe('monthly');
    expect(membershipFrequency(90)).toBe('quarterly');
    expect(membershipFrequency(92)).toBe('quarterly');
    expect(membershipFrequency(180)).toBe('bi-annual');
    expect(membershipFrequency(183)).toBe('bi-annual');
    expect(membershipFrequency(0)).toBeUndefined();
  });
});

describe('comparing products on the prices page', () => {
  const packages = [
    product({ _id: 'c20', credits: 20, price: 9.99 }),
    product({ _id: 'c50', credits: 50, price: 19.99 }),
    product({ _id: 'c120', credits: 120, price: 39.99 }),
  ];
  const memberships = [
    product({ _id: 'monthly', credits: 0, price: 24.99, interval: 30 }),
    product({ _id: 'quarterly', credits: 0, price: 59.99, interval: 90 }),
    product({ _id: 'bi-annual', credits: 0, price: 99.99, interval: 180 }),
  ];

  it('prices a membership per 30-day month, truncated, and a package per message', () => {
    expect(memberships.map(pricePerMonth)).toEqual([24.99, 19.99, 16.66]);
    expect(pricePerMonth(packages[0]!)).toBeUndefined();
    expect(packages.map(unitPrice)).toEqual([0.49, 0.39, 0.33]);
    expect(memberships.map(unitPrice)).toEqual([24.99, 19.99, 16.66]);
  });

  it('marks the product with the lowest unit price as the best value', () => {
    expect(bestValue(packages)?._id).toBe('c120');
    expect(bestValue(memberships)?._id).toBe('bi-annual');
  });

  it('marks nothing with one product alone or when two share the lowest unit price', () => {
    expect(bestValue(packages.slice(0, 1))).toBeUndefined();
    expect(bestValue([...packages, product({ _id: 'c240', credits: 240, price: 79.98 })])).toBeUndefined();
    expect(bestValue([])).toBeUndefined();
  });

  it('says how much less a unit costs than the dearest, rounded down, from the prices shown', () => {
    // 0.33 against 0.49 is 32.65 % less: 32, never 33.
    expect(packages.map((item) => unitSavingPercent(item, packages))).toEqual([0, 20, 32]);
    expect(memberships.map((item) => unitSavingPercent(item, memberships))).toEqual([0, 20, 33]);
    expect(unitSavingPercent(packages[0]!, packages.slice(0, 1))).toBe(0);
  });
});
