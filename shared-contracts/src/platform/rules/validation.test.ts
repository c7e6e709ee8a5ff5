import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES, maxAgeMessage, maxLengthMessage, minLengthMessage } from '../messages';
import {
  firstMessage,
  hasForbiddenCharacters,
  isDateString,
  isIpAddress,
  validateAllowedCharacters,
  validateDate,
  validateEmail,
  validateIpAddress,
  validateMaxAge,
  validateMaxLength,
  validateMinLength,
  validatePattern,
  validateRequired,
  validateSelectAtLeastOne,
} from './validation';

const NOW = Date.UTC(2024, 5, 15, 12); // 15 June 2024, noon UTC

describe('validateRequired', () => {
  it.each([undefined, null, '', '   ', '\n\t', Number.NaN])('refuses the blank value %j', (value) => {
    expect(validateRequired(value)).toBe(PLATFORM_MESSAGES.required);
  });

  it.each(['a', ' a ', 0, false, []])('accepts the filled value %j', (value) => {
    expect(validateRequired(value)).toBeUndefined();
  });
});

describe('firstMessage', () => {
  it('answers the first failing rule in order', () => {
    expect(firstMessage(undefined, 'second', 'third')).toBe('second');
    expect(firstMessage(undefined, undefined)).toBeUndefined();
  });
});

describe('validateDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '2024-01-01'])('accepts the real date %s', (value) => {
    expect(validateDate(value)).toBeUndefined();
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-5',
    '15/06/2024',
    '2024-06-15T00:00:00Z',
    'soon',
  ])('refuses %s', (value) => {
    expect(validateDate(value)).toBe(PLATFORM_MESSAGES.invalidDate);
    expect(isDateString(value)).toBe(false);
  });

  it('lets an empty optional date pass', () => {
    expect(validateDate('')).toBeUndefined();
    expect(validateDate(null)).toBeUndefined();
  });
});

describe('validateMaxAge', () => {
  it('accepts exactly the maximum age and refuses one year more', () => {
    expect(validateMaxAge('1924-06-15', 100, NOW)).toBeUndefined();
    expect(validateMaxAge('1923-06-15', 100, NOW)).toBe(maxAgeMessage(100));
  });

  it('accepts the day before turning one year over the maximum', () => {
    expect(validateMaxAge('1923-06-16', 100, NOW)).toBeUndefined();
  });
});

describe('length rules', () => {
  it('refuses fewer symbols than the minimum and accepts exactly the minimum', () => {
    expect(validateMinLength('abcd', 5)).toBe(minLengthMessage(5));
    expect(validateMinLength('abcde', 5)).toBeUndefined();
    expect(minLengthMessage(5)).toContain('at least 5 symbols');
  });

  it('refuses more symbols than the maximum and accepts exactly the maximum', () => {
    expect(validateMaxLength('abcdef', 5)).toBe(maxLengthMessage(5));
    expect(validateMaxLength('abcde', 5)).toBeUndefined();
  });

  it('counts an emoji as one symbol', () => {
    expect(validateMaxLength('😀😀', 2)).toBeUndefined();
    expect(validateMinLength('😀😀', 3)).toBe(minLengthMessage(3));
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateMinLength('', 5)).toBeUndefined();
  });
});

describe('validateSelectAtLeastOne', () => {
  it('refuses an empty or missing selection and accepts one item', () => {
    expect(validateSelectAtLeastOne([])).toBe(PLATFORM_MESSAGES.selectAtLeastOne);
    expect(validateSelectAtLeastOne(undefined)).toBe(PLATFORM_MESSAGES.selectAtLeastOne);
    expect(validateSelectAtLeastOne(['seo'])).toBeUndefined();
  });
});

describe('validateEmail', () => {
  it.each(['anna@example.com', 'first.last+tag@mail.example.co.uk', ' anna@example.com '])('accepts %s', (value) => {
    expect(validateEmail(value)).toBeUndefined();
  });

  it.each(['anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', 'anna@@example.com', 'anna@-example.com'])(
    'refuses %s with the spec message',
    (value) => {
      expect(validateEmail(value)).toBe('please enter a valid email address');
    },
  );

  it('keeps to RFC 5321: at most 64 characters before the @ and 254 in all', () => {
    const domain = '@example.com';
    expect(validateEmail(`${'a'.repeat(64)}${domain}`)).toBeUndefined();
    expect(validateEmail(`${'a'.repeat(65)}${domain}`)).toBe(PLATFORM_MESSAGES.invalidEmail);
    expect(validateEmail(`${'a'.repeat(300)}${domain}`)).toBe(PLATFORM_MESSAGES.invalidEmail);
    const longDomain = `${'d'.repeat(60)}.`.repeat(3) + 'example.com';
    expect(validateEmail(`${'a'.repeat(64)}@${longDomain}`.slice(0, 254))).toBeUndefined();
    expect(validateEmail(`${'a'.repeat(64)}@${'d'.repeat(60)}.${longDomain}`)).toBe(PLATFORM_MESSAGES.invalidEmail);
  });
});

describe('validateAllowedCharacters', () => {
  it.each([
    ['a NUL character', 'Ann\u0000a'],
    ['a lone high surrogate', 'Ann\uD800a'],
    ['a lone low surrogate', 'Ann\uDC00a'],
    ['a high surrogate at the end', 'Anna\uD83D'],
  ])('refuses %s', (_case, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(validateAllowedCharacters(value)).toBe(PLATFORM_MESSAGES.forbiddenCharacters);
  });

  it('accepts emoji (whole surrogate pairs), accents, tabs and new lines', () => {
    expect(validateAllowedCharacters('Zoë 😀\tline\nnext')).toBeUndefined();
    expect(validateAllowedCharacters('')).toBeUndefined();
  });
});

describe('validateIpAddress', () => {
  it.each([
    '192.168.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '::',
    '::1',
    '2001:db8::8a2e:370:7334',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    'fe80::',
    '::ffff:192.0.2.128',
    '1:2:3:4:5:6:1.2.3.4',
  ])('accepts %s', (value) => {
    expect(validateIpAddress(value)).toBeUndefined();
  });

  it.each([
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5',
    '01.2.3.4',
    '1:2:3:4:5:6:7',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '::1.2.3',
    'fe80::1%eth0',
    'localhost',
  ])('refuses %s', (value) => {
    expect(validateIpAddress(value)).toBe(PLATFORM_MESSAGES.invalidIpAddress);
    expect(isIpAddress(value)).toBe(false);
  });
});

describe('validatePattern', () => {
  it("answers '{field} is not valid' when the value does not match", () => {
    expect(validatePattern('abc', /^\d+$/, 'Phone')).toBe('Phone is not valid');
    expect(validatePattern('123', /^\d+$/, 'Phone')).toBeUndefined();
  });

  it('answers the same every time for a global pattern', () => {
    const digits = /\d/g;
    expect(validatePattern('1', digits, 'Code')).toBeUndefined();
    expect(validatePattern('1', digits, 'Code')).toBeUndefined();
  });
});
