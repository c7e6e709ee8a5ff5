import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client';
import { ERROR_CODES, ERROR_CODE_OF_MESSAGE, errorCodeOf, errorDetailOf, errorFieldsOf } from './error-codes';
import { MESSAGES } from './rules/messages';

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
