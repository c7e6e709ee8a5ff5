import { describe, expect, it } from 'vitest';
import { validateTermsAccepted } from './terms';

describe('validateTermsAccepted', () => {
  it('answers the words of the place where the terms are refused', () => {
    expect(validateTermsAccepted(false, 'checkout')).toBe('Please accept terms and conditions');
    expect(validateTermsAccepted(undefined, 'sign-up')).toBe('Please acknowledge to proceed.');
    expect(validateTermsAccepted(true, 'checkout')).toBeUndefined();
  });
});
