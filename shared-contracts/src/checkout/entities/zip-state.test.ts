import { describe, expect, it } from 'vitest';
import { stateOfZip, validateZipState } from './zip-state';

describe('stateOfZip', () => {
  it.each([
    ['90210', 'CA'],
    ['10001', 'NY'],
    ['60614-1234', 'IL'],
    ['20001', 'DC'],
    ['00501', 'NY'],
    ['96939', 'PW'],
  ])('finds the state of %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each(['00100', '00000', '9021', 'ABCDE', ''])('finds none for %s', (zip) => {
    expect(stateOfZip(zip)).toBeUndefined();
  });
});

describe('validateZipState', () => {
  it('refuses a well-formed ZIP code that has no state', () => {
    expect(validateZipState('00100')).toBe('No state found for this ZIP code');
  });

  it('leaves blank and badly formed values to the other rules', () => {
    expect(validateZipState('')).toBeUndefined();
    expect(validateZipState('9021')).toBeUndefined();
    expect(validateZipState('90210')).toBeUndefined();
  });
});
