// What an accounts answer means, as a code beside its words (see ../error-codes.ts for how a UI
// reads it). Zod-free: the core entry holds it.
import { ACCOUNTS_MESSAGES } from './messages';

export const ACCOUNTS_ERROR_CODES = {
  sessionExpired: 'session-expired',
  tokenExpired: 'token-expired',
  userNotFound: 'user-not-found',
  accountDeactivated: 'account-deactivated',
  wrongCurrentPassword: 'wrong-current-password',
  samePassword: 'same-password',
  /** Registration or an address change refused the address (member spec §8: 422 'Invalid email'). */
  emailRefused: 'email-refused',
} as const;

/** The code each fixed answer of accounts carries (the API attaches it to the message). */
export const ACCOUNTS_ERROR_CODE_OF_MESSAGE = {
  [ACCOUNTS_MESSAGES.sessionExpired]: ACCOUNTS_ERROR_CODES.sessionExpired,
  [ACCOUNTS_MESSAGES.tokenExpired]: ACCOUNTS_ERROR_CODES.tokenExpired,
  [ACCOUNTS_MESSAGES.userNotFound]: ACCOUNTS_ERROR_CODES.userNotFound,
  [ACCOUNTS_MESSAGES.accountIsDeactivated]: ACCOUNTS_ERROR_CODES.accountDeactivated,
  [ACCOUNTS_MESSAGES.wrongCurrentPassword]: ACCOUNTS_ERROR_CODES.wrongCurrentPassword,
  [ACCOUNTS_MESSAGES.samePassword]: ACCOUNTS_ERROR_CODES.samePassword,
  [ACCOUNTS_MESSAGES.registrationInvalidEmail]: ACCOUNTS_ERROR_CODES.emailRefused,
} as const;
