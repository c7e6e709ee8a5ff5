import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError } from './platform/api/client';
import { DOMAIN_ERROR_CODES, ERROR_CODES, ERROR_CODE_OF_MESSAGE, errorCodeOf, errorDetailOf, errorFieldsOf } from './error-codes';
import { MESSAGES } from './messages';

const SRC = dirname(fileURLToPath(import.meta.url));
/** The folders with codes of their own (<folder>/error-codes.ts). */
const CODE_FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(SRC, entry.name, 'error-codes.ts')))
  .map((entry) => entry.name);

describe('errorCodeOf', () => {
  it('reads the code an answer carries, whatever its words', () => {
    expect(errorCodeOf(new ApiError(403, 'any words at all', { code: 'account-deactivated' }))).toBe(ERROR_CODES.accountDeactivated);
  });

  it('gives nothing for an uncoded answer, an unknown code, or what is not an API error', () => {
    expect(errorCodeOf(new ApiError(403, MESSAGES.accountIsDeactivated))).toBeUndefined();
    expect(errorCodeOf(new ApiError(400, 'x', { code: 'made-up' }))).toBeUndefined();
    expect(errorCodeOf(new Error('network'))).toBeUndefined();
  });

  it('gives every message the API codes a distinct code', () => {
    const codes = Object.values(ERROR_CODE_OF_MESSAGE);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('error details', () => {
  it('reads a detail and the refused fields, and ignores what is not text', () => {
    const error = new ApiError(429, 'wait', { nextResendAt: 1700000000000, fields: { email: 'taken', bad: 3 } });
    expect(errorDetailOf(error, 'nextResendAt')).toBe(1700000000000);
    expect(errorDetailOf(error, 'missing')).toBeUndefined();
    expect(errorFieldsOf(error)).toEqual({ email: 'taken' });
    expect(errorFieldsOf(new Error('x'))).toEqual({});
  });
});

describe('the codes of the domains', () => {
  it('gives each name and each code to one domain only, so one answer never reads as another', () => {
    const lists = Object.values(DOMAIN_ERROR_CODES);
    const names = lists.flatMap((codes) => Object.keys(codes));
    const codes = lists.flatMap((list) => Object.values(list));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(Object.keys(ERROR_CODES)).toHaveLength(names.length);
  });

  it('gathers the codes of every folder that has them, and the code of each message they name', async () => {
    expect(Object.keys(DOMAIN_ERROR_CODES).toSorted()).toEqual(CODE_FOLDERS.toSorted());
    const missing: string[] = [];
    for (const folder of CODE_FOLDERS) {
      const own: Record<string, unknown> = await import(resolve(SRC, folder, 'error-codes.ts'));
      const prefix = folder.toUpperCase();
      if (DOMAIN_ERROR_CODES[folder as keyof typeof DOMAIN_ERROR_CODES] !== own[`${prefix}_ERROR_CODES`]) missing.push(`${folder}: codes`);
      for (const [message, code] of Object.entries(own[`${prefix}_ERROR_CODE_OF_MESSAGE`] ?? {})) {
        if (ERROR_CODE_OF_MESSAGE[message] !== code) missing.push(`${folder}: ${message}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads a code of any domain', () => {
    expect(errorCodeOf(new ApiError(409, 'x', { code: 'no-likes-left' }))).toBe(ERROR_CODES.noLikesLeft);
    expect(errorCodeOf(new ApiError(401, 'x', { code: 'session-expired' }))).toBe(ERROR_CODES.sessionExpired);
  });
});
