// The server's word on an address a member registers or changes to: the spec's pattern, and no
// throwaway or reserved domain. Such addresses answer 422 'Invalid email' (member spec §8).
import { MESSAGES, isEmail } from '@heartline/contracts/rules';
import type { $ZodType, output } from 'zod/v4/core';
import { HttpError } from '../http-error';
import { checkRequestPart, requestValidationError } from '../plugins/external/zod';

/** Disposable-mail services: a verification sent there proves nobody. */
export const DISPOSABLE_EMAIL_DOMAINS = [
  'mailinator.com',
  'yopmail.com',
  'guerrillamail.com',
  '10minutemail.com',
  'temp-mail.org',
] as const;

/** The reserved top-level domain that never receives mail (RFC 2606). */
const RESERVED_TLD = '.invalid';

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** True when the address may own an account. */
export function isRegistrableEmail(email: string): boolean {
  const address = email.trim();
  if (!isEmail(address)) return false;
  const domain = emailDomain(address);
  if (domain.endsWith(RESERVED_TLD)) return false;
  return !DISPOSABLE_EMAIL_DOMAINS.some((disposable) => domain === disposable || domain.endsWith(`.${disposable}`));
}

export function assertRegistrableEmail(email: string): void {
  if (!isRegistrableEmail(email)) throw new HttpError(422, MESSAGES.registrationInvalidEmail);
}

/**
 * Parses a body whose `emailField` holds an address to register: a malformed address answers
 * 422 'Invalid email' like a refused domain does (what the sign-up page reacts to); any other
 * mistake answers the usual 400 naming each field.
 */
export function parseBodyWithEmail<Schema extends $ZodType>(schema: Schema, body: unknown, emailField: string): output<Schema> {
  const check = checkRequestPart(schema, body, 'body');
  if (check.ok) return check.value;
  const onlyEmail = check.errors.every((error) => error.instancePath === `/${emailField}`);
  const malformed = check.errors.some((error) => error.message === MESSAGES.invalidEmail);
  if (onlyEmail && malformed) throw new HttpError(422, MESSAGES.registrationInvalidEmail);
  throw requestValidationError('body', check.errors);
}
