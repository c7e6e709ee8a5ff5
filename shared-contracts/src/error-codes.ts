// What an error answer means, as a code beside its words: a UI picks its prompt by the code, never
// by matching the message or reading the body by hand. The API attaches the code of every message
// listed here (plugins/app/errors.ts); errorCodeOf reads it. Zod-free: the core entry holds it.
import { ACCOUNTS_ERROR_CODES, ACCOUNTS_ERROR_CODE_OF_MESSAGE } from './accounts/error-codes';
import { MESSAGING_ERROR_CODES } from './messaging/error-codes';
import { PROFILES_ERROR_CODES } from './profiles/error-codes';

/** Each domain's codes, by domain; a domain's codes live in <domain>/error-codes.ts. */
export const DOMAIN_ERROR_CODES = {
  accounts: ACCOUNTS_ERROR_CODES,
  profiles: PROFILES_ERROR_CODES,
  messaging: MESSAGING_ERROR_CODES,
} as const;

/** Every code an answer may carry, by name: the one list a UI reads (a test refuses a name or a code two domains define). */
export const ERROR_CODES = {
  ...ACCOUNTS_ERROR_CODES,
  ...PROFILES_ERROR_CODES,
  ...MESSAGING_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code each fixed answer of the catalogue carries (the API attaches it to the message). */
export const ERROR_CODE_OF_MESSAGE: Readonly<Record<string, ErrorCode>> = {
  ...ACCOUNTS_ERROR_CODE_OF_MESSAGE,
};

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

// Read by shape, not by class: the API's code and the browser's ApiError both pass through here,
// and this file must not pull the browser's HTTP client into the server.
function bodyOf(error: unknown): Record<string, unknown> | undefined {
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
}

/** The code an API error answer carries, or undefined (a network failure, an uncoded answer). */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : undefined;
}

/** A detail an error answer carries beside its code (e.g. `feature`, `nextResendAt`). */
export function errorDetailOf(error: unknown, key: string): string | number | undefined {
  const value = bodyOf(error)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The answer's `{ field: message }` for each refused field (empty when it has none). */
export function errorFieldsOf(error: unknown): Record<string, string> {
  const fields = bodyOf(error)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
