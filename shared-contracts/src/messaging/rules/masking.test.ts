import { describe, expect, it } from 'vitest';
import { maskContactDetails } from './masking';

describe('maskContactDetails', () => {
  it('masks email addresses, however they are dressed', () => {
    expect(maskContactDetails('write me at jane.doe+x@mail.example.com tonight')).toBe('write me at *** tonight');
    expect(maskContactDetails('ME@EXAMPLE.IE')).toBe('***');
  });

  it('masks phone-like digit runs with spaces, dashes, dots and brackets', () => {
    expect(maskContactDetails('call 087 123 4567 now')).toBe('call *** now');
    expect(maskContactDetails('+353 (0)87-123.4567')).toBe('***');
    expect(maskContactDetails('my number is 0871234567')).toBe('my number is ***');
  });

  it('keeps short numbers: ages, times, dates and counts', () => {
    const text = 'I am 34, free at 19:30 on 12.06, and 2 or 3 drinks is plenty';
    expect(maskContactDetails(text)).toBe(text);
  });
});
