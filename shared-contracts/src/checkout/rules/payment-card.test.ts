import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../messages';
import {
  isCreditCardNumber,
  passesLuhn,
  validateCreditCard,
  validateCvv,
  validateExpiry,
  validateExpiryDate,
  validateZip,
} from './payment-card';

const JUNE_2024 = Date.UTC(2024, 5, 15, 12);

describe('passesLuhn', () => {
  it.each(['4242424242424242', '79927398713', '5555555555554444', '378282246310005'])('accepts the valid checksum %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '79927398710', '1234567812345678', '', '4242x42424242424'])('refuses %j', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('validateCreditCard', () => {
  it('accepts a Luhn-valid number with spaces between groups', () => {
    expect(validateCreditCard('4242 4242 4242 4242')).toBeUndefined();
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(validateCreditCard('4242 4242 4242 4241')).toBe('credit card not valid');
  });

  it('accepts 13 and 19 digits and refuses 12 and 20 when the checksum holds', () => {
    expect(isCreditCardNumber('4222222222222')).toBe(true); // 13
    expect(isCreditCardNumber('4222222222222222224')).toBe(true); // 19, Luhn-valid
    expect(passesLuhn('422222222222')).toBe(true);
    expect(isCreditCardNumber('422222222222')).toBe(false); // 12
    expect(passesLuhn('42222222222222222228')).toBe(true);
    expect(isCreditCardNumber('42222222222222222228')).toBe(false); // 20
  });

  it('refuses separators other than spaces and letters', () => {
    expect(validateCreditCard('4242-4242-4242-4242')).toBe(CHECKOUT_MESSAGES.creditCardInvalid);
    expect(validateCreditCard('4242 4242 4242 424a')).toBe(CHECKOUT_MESSAGES.creditCardInvalid);
  });

  it('leaves an empty number to the required rule', () => {
    expect(validateCreditCard('')).toBeUndefined();
  });
});

describe('validateCvv', () => {
  it('accepts 3 or 4 digits and refuses 2, 5 or letters', () => {
    expect(validateCvv('123')).toBeUndefined();
    expect(validateCvv('1234')).toBeUndefined();
    expect(validateCvv('12')).toBe(CHECKOUT_MESSAGES.cvvInvalid);
    expect(validateCvv('12345')).toBe(CHECKOUT_MESSAGES.cvvInvalid);
    expect(validateCvv('12a')).toBe(CHECKOUT_MESSAGES.cvvInvalid);
  });
});

describe('validateZip', () => {
  it('accepts 5 digits and 5+4 digits', () => {
    expect(validateZip('90210')).toBeUndefined();
    expect(validateZip('90210-1234')).toBeUndefined();
  });

  it.each(['9021', '902101', '90210-123', '90210 1234', 'ABCDE'])('refuses %s', (zip) => {
    expect(validateZip(zip)).toBe(CHECKOUT_MESSAGES.zipInvalid);
  });
});

describe('validateExpiry (MM/YY)', () => {
  it('accepts this month', () => {
    expect(validateExpiry('06/24', JUNE_2024)).toBeUndefined();
  });

  it('refuses last month', () => {
    expect(validateExpiry('05/24', JUNE_2024)).toBe(CHECKOUT_MESSAGES.expiryInvalid);
  });

  it('refuses an earlier year even with a later month', () => {
    expect(validateExpiry('12/23', JUNE_2024)).toBe(CHECKOUT_MESSAGES.expiryInvalid);
  });

  it('accepts a later year even with an earlier month', () => {
    expect(validateExpiry('01/25', JUNE_2024)).toBeUndefined();
  });

  it.each(['00/25', '13/25', '6/25', '0625', '06/2025', 'ab/cd'])('refuses the malformed expiry %s', (value) => {
    expect(validateExpiry(value, JUNE_2024)).toBe(CHECKOUT_MESSAGES.expiryInvalid);
  });

  it('allows spaces around the slash', () => {
    expect(validateExpiry('07 / 26', JUNE_2024)).toBeUndefined();
  });

  it('reads the month of now in UTC', () => {
    // 1 July 00:30 UTC: June cards have expired, whatever the runner's time zone.
    expect(validateExpiry('06/24', Date.UTC(2024, 6, 1, 0, 30))).toBe(CHECKOUT_MESSAGES.expiryInvalid);
    expect(validateExpiry('06/24', Date.UTC(2024, 5, 30, 23, 59))).toBeUndefined();
  });
});

describe('validateExpiryDate (month and year fields)', () => {
  it('accepts a four-digit or two-digit year', () => {
    expect(validateExpiryDate('6', '2024', JUNE_2024)).toBeUndefined();
    expect(validateExpiryDate(6, 24, JUNE_2024)).toBeUndefined();
  });

  it('refuses last month and a month out of range', () => {
    expect(validateExpiryDate(5, 2024, JUNE_2024)).toBe(CHECKOUT_MESSAGES.expiryInvalid);
    expect(validateExpiryDate(13, 2030, JUNE_2024)).toBe(CHECKOUT_MESSAGES.expiryInvalid);
    expect(validateExpiryDate('', '', JUNE_2024)).toBe(CHECKOUT_MESSAGES.expiryInvalid);
  });
});
