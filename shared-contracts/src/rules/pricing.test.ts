import { describe, expect, it } from 'vitest';
import type { PackageType, Product } from '../entities/product';
import {
  availablePackages,
  isCreditPackage,
  isMembership,
  membershipFrequency,
  pricePerMessage,
  sortProductsByPrice,
  truncateTo2,
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
