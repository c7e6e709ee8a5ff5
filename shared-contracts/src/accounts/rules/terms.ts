// The terms and conditions the member accepts (member spec §5): ticked at sign-up and at checkout.
import type { ValidationResult } from '../../platform/rules/validation';
import { ACCOUNTS_MESSAGES } from '../messages';

/** Terms must be ticked: at checkout and at sign-up, each with its own words. */
export function validateTermsAccepted(accepted: boolean | null | undefined, where: 'checkout' | 'sign-up'): ValidationResult {
  if (accepted === true) return undefined;
  return where === 'checkout' ? ACCOUNTS_MESSAGES.acceptTermsCheckout : ACCOUNTS_MESSAGES.acknowledgeSignUp;
}
