// The payment card rules of member spec §5: card number (13 to 19 digits, Luhn), CVV, ZIP and
// expiry. Like the other field rules, an empty value passes; put validateRequired first.
import { CVV_LENGTHS } from '../constants';
import { CHECKOUT_MESSAGES } from '../messages';
import { toCalendarDate, type Instant } from '../../platform/rules/time';
import { isBlank, type ValidationResult } from '../../platform/rules/validation';

const CARD_DIGITS = /^\d{13,19}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

/** The Luhn (mod 10) checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces are allowed between digit groups ('4242 4242 4242 4242'). */
export function normaliseCardNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isCreditCardNumber(value: string): boolean {
  const digits = normaliseCardNumber(value);
  return CARD_DIGITS.test(digits) && passesLuhn(digits);
}

export function validateCreditCard(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return isCreditCardNumber(String(value)) ? undefined : CHECKOUT_MESSAGES.creditCardInvalid;
}

export function validateCvv(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  return /^\d+$/.test(text) && (CVV_LENGTHS as readonly number[]).includes(text.length) ? undefined : CHECKOUT_MESSAGES.cvvInvalid;
}

/** 5 digits, or 5+4 written 12345-6789. */
export function validateZip(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return ZIP.test(String(value).trim()) ? undefined : CHECKOUT_MESSAGES.zipInvalid;
}

/** An expiry written MM/YY. */
export function validateExpiry(value: string | null | undefined, now: Instant): ValidationResult {
  if (isBlank(value)) return undefined;
  const match = EXPIRY.exec(String(value).trim());
  if (!match) return CHECKOUT_MESSAGES.expiryInvalid;
  return validateExpiryDate(match[1] ?? '', match[2] ?? '', now);
}

/**
 * An expiry given as month (1 to 12) and year (YY or YYYY). A card is good to the end of its
 * month: an earlier year, or the same year and an earlier month than `now` (UTC), is invalid.
 */
export function validateExpiryDate(month: string | number, year: string | number, now: Instant): ValidationResult {
  const expiryMonth = toWholeNumber(month, 2);
  const expiryYear = toWholeNumber(year, 4);
  const today = toCalendarDate(now);
  if (expiryMonth === undefined || expiryYear === undefined || !today) return CHECKOUT_MESSAGES.expiryInvalid;
  if (expiryMonth < 1 || expiryMonth > 12) return CHECKOUT_MESSAGES.expiryInvalid;
  const fullYear = String(year).trim().length <= 2 ? 2000 + expiryYear : expiryYear;
  if (fullYear < today.year || (fullYear === today.year && expiryMonth < today.month)) return CHECKOUT_MESSAGES.expiryInvalid;
  return undefined;
}

function toWholeNumber(value: string | number, maxDigits: number): number | undefined {
  const text = String(value).trim();
  return new RegExp(`^\\d{1,${maxDigits}}$`).test(text) ? Number(text) : undefined;
}
