import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
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

  it('masks addresses written back to back, and leaves what is not one', () => {
    expect(maskContactDetails('mail: a@b.co, b@c.co;c@d.co')).toBe('mail: ***, ***;***');
    expect(maskContactDetails('a@b.cc.d@e.ff')).toBe('******');
    expect(maskContactDetails('xx@yy@mail.com')).toBe('xx@***');
    expect(maskContactDetails('é@ü.de or 𝒶𝒷@mail.com')).toBe('*** or ***');
    expect(maskContactDetails('a@b.c and @home')).toBe('a@b.c and @home');
  });

  it('masks the longest message in time proportional to its length, whatever it holds', () => {
    // A word of 2,000 letters, with or without an @, took a regular expression over the whole
    // address 4-10 ms each (it read the rest of the word from every letter): 50 of them half a
    // second of a server's event loop. Now each takes microseconds; the bound leaves 30 times that.
    const longest = [
      'a'.repeat(CHAT_MESSAGE_MAX_LENGTH),
      `a@${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 2)}`,
      `${'ab.'.repeat(CHAT_MESSAGE_MAX_LENGTH / 3 - 1)}@`,
      `a@a${'.a'.repeat(CHAT_MESSAGE_MAX_LENGTH / 2 - 1)}`,
      'a@'.repeat(CHAT_MESSAGE_MAX_LENGTH / 2),
    ];
    maskContactDetails('warm@up.io');
    const started = performance.now();
    for (let round = 0; round < 10; round++) for (const text of longest) expect(maskContactDetails(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
