import { ApiError, ERROR_CODES, MESSAGES, errorCodeOf, type CaptchaProof } from '@heartline/contracts';

export type RegisterFailure =
  /** 412: show the v2 challenge (again) with this message. */
  | { kind: 'captcha'; message: string }
  /** Back to the account step with the message beside the field. */
  | { kind: 'field'; field: 'username' | 'email'; message: string }
  | { kind: 'form'; message: string };

/**
 * POST /register failures (member spec §8): 412 loads the v2 challenge (after a v2 proof the
 * challenge itself failed); 422 'Invalid email' is the email message; 409 names the taken
 * username or email; 500 is the generic error; other errors show the server's message.
 */
export function describeRegisterFailure(error: unknown, proof: CaptchaProof['version']): RegisterFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', message: MESSAGES.generic };
  switch (error.status) {
    case 412:
      return { kind: 'captcha', message: proof === 'v2' ? MESSAGES.captchaV2Error : MESSAGES.captchaV3Failed };
    case 422:
      if (errorCodeOf(error) === ERROR_CODES.emailRefused) return { kind: 'field', field: 'email', message: MESSAGES.invalidEmail };
      break;
    case 409: {
      const field = error.message === MESSAGES.emailTaken || /e-?mail/i.test(error.message) ? 'email' : 'username';
      return { kind: 'field', field, message: error.message };
    }
    case 0:
    case 500:
      return { kind: 'form', message: MESSAGES.generic };
    default:
      break;
  }
  return { kind: 'form', message: error.message || MESSAGES.generic };
}
