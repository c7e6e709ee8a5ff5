// The field rules of member spec §5 every domain uses (a domain's own are in its rules/: a
// username, an adult's birth date and the terms in accounts, the looking-for tags in profiles).
// Each answers the message to show, or undefined when the
// value is valid. Format rules let an empty value pass, so an optional field may stay empty;
// where a field must be filled, put validateRequired first (see firstMessage).
import { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants';
import { PLATFORM_MESSAGES, fieldNotValid, maxAgeMessage, maxLengthMessage, minLengthMessage } from '../messages';
import { ageFromBirthday } from './age';
import { isRealCalendarDate, type Instant } from './time';

export type ValidationResult = string | undefined;

const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})$/;
// The HTML living-standard email pattern, with at least one dot in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// NUL, which PostgreSQL text cannot hold, and half of a UTF-16 surrogate pair, which no encoding
// can write: such text comes from a broken client or an attacker, never from a person typing.
// oxlint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const IPV6_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** The first message of several rules, in order: `firstMessage(validateRequired(v), validateEmail(v))`. */
export function firstMessage(...results: ValidationResult[]): ValidationResult {
  return results.find((result) => result !== undefined);
}

/** Missing, empty or only white space. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return typeof value === 'number' && Number.isNaN(value);
}

export function validateRequired(value: unknown): ValidationResult {
  return isBlank(value) ? PLATFORM_MESSAGES.required : undefined;
}

/** A YYYY-MM-DD string naming a real calendar date (no 30 February). */
export function isDateString(value: string): boolean {
  const match = DATE_STRING.exec(value);
  return match !== null && isRealCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function validateDate(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return isDateString(String(value).trim()) ? undefined : PLATFORM_MESSAGES.invalidDate;
}

/** At most `years` years old on `now`. */
export function validateMaxAge(birthday: string | null | undefined, years: number, now: Instant): ValidationResult {
  if (isBlank(birthday)) return undefined;
  const age = ageOf(String(birthday), now);
  if (age === undefined) return PLATFORM_MESSAGES.invalidDate;
  return age > years ? maxAgeMessage(years) : undefined;
}

/** Length in symbols (an emoji is one symbol). */
export function validateMinLength(value: string | null | undefined, length: number): ValidationResult {
  if (!value) return undefined;
  return symbolCount(value) < length ? minLengthMessage(length) : undefined;
}

export function validateMaxLength(value: string | null | undefined, length: number): ValidationResult {
  if (!value) return undefined;
  return symbolCount(value) > length ? maxLengthMessage(length) : undefined;
}

/** True when the text holds a NUL character or a lone UTF-16 surrogate. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTER.test(value);
}

/** Every text field refuses what no database column or encoding can keep (see hasForbiddenCharacters). */
export function validateAllowedCharacters(value: string | null | undefined): ValidationResult {
  return value && hasForbiddenCharacters(value) ? PLATFORM_MESSAGES.forbiddenCharacters : undefined;
}

export function validateSelectAtLeastOne(values: readonly unknown[] | null | undefined): ValidationResult {
  return values && values.length > 0 ? undefined : PLATFORM_MESSAGES.selectAtLeastOne;
}

/** The pattern, within RFC 5321's lengths: 64 characters before the @ and 254 in all. */
export function isEmail(value: string): boolean {
  const address = value.trim();
  if (address.length > EMAIL_MAX_LENGTH || address.lastIndexOf('@') > EMAIL_LOCAL_PART_MAX_LENGTH) return false;
  return EMAIL.test(address);
}

export function validateEmail(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return isEmail(String(value)) ? undefined : PLATFORM_MESSAGES.invalidEmail;
}

/** Dotted-quad IPv4 (no leading zeros, which some parsers read as octal). */
export function isIpv4(value: string): boolean {
  return IPV4.test(value);
}

/** IPv6 with optional `::` compression and an optional trailing IPv4 part; zone ids are refused. */
export function isIpv6(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const last = halves.length === 2 ? tail : head;
  let groupCount = head.length + tail.length;
  if (last.length > 0 && last[last.length - 1]?.includes('.')) {
    if (!isIpv4(last.pop() ?? '')) return false;
    // the IPv4 part stands for two groups and was popped from the list
    groupCount += 1;
  }
  if (![...head, ...tail].every((group) => IPV6_GROUP.test(group))) return false;
  return halves.length === 2 ? groupCount <= 7 : groupCount === 8;
}

export function isIpAddress(value: string): boolean {
  const text = value.trim();
  return isIpv4(text) || isIpv6(text);
}

export function validateIpAddress(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return undefined;
  return isIpAddress(String(value)) ? undefined : PLATFORM_MESSAGES.invalidIpAddress;
}

/** Generic rule: the value must match `pattern`, else '{field} is not valid'. */
export function validatePattern(value: string | null | undefined, pattern: RegExp, field: string): ValidationResult {
  if (isBlank(value)) return undefined;
  // search() ignores lastIndex, so a /g pattern answers the same every time.
  return String(value).search(pattern) >= 0 ? undefined : fieldNotValid(field);
}

function ageOf(birthday: string, now: Instant): number | undefined {
  const text = birthday.trim();
  return isDateString(text) ? ageFromBirthday(text, now) : undefined;
}

function symbolCount(value: string): number {
  return Array.from(value).length;
}
