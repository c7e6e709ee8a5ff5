import { ApiError, MESSAGES, errorDetailOf } from '@heartline/contracts';

/** What the verify page says for a failed call: the server's words, or the generic error for 500 and network failures. */
export function verificationFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return MESSAGES.generic;
  return error.message || MESSAGES.generic;
}

/** A later resend time the server named with its refusal (e.g. a 429), if any. */
export function nextResendAtOf(error: unknown): number | undefined {
  const value = errorDetailOf(error, 'nextResendAt');
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
