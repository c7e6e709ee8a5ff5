// The captcha behind POST /register: Google reCAPTCHA v3 then v2 when keys are configured,
// otherwise a local verifier with a real challenge (see captcha/README.md once written).
import type { CaptchaProof } from '@heartline/contracts/schemas';

export type CaptchaVerdict =
  | { ok: true }
  /** `low-score`: a v3 token the provider does not trust enough; the page loads the v2 challenge. */
  | { ok: false; reason: 'low-score' | 'invalid' | 'expired' | 'replayed' | 'unavailable' };

export interface CaptchaContext {
  /** The action the token was made for, e.g. `register`. */
  action: string;
  ip: string;
}

/**
 * Spends a token's id once, for every API instance (the sessions domain's spent tokens): true the
 * first time, false when it was spent already.
 */
export interface SpendOnce {
  spend(id: string, expiresAt: Date): Promise<boolean>;
}

export interface CaptchaProvider {
  readonly kind: 'local' | 'recaptcha';
  verify(proof: CaptchaProof, context: CaptchaContext): Promise<CaptchaVerdict>;
}
