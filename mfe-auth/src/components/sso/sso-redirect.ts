import { ssoVerifyUrl } from '@heartline/contracts';

/** The part of `window.location` single sign-on reads. */
export type SsoOrigin = Pick<Location, 'origin' | 'hostname'>;

/**
 * Where the browser goes to sign in with the provider (member spec §7): its /sso/verify/ page,
 * with the encoded state holding the action, the address to come back to and the brand's domain.
 */
export function ssoLoginUrl(verifyUrl: string, origin: SsoOrigin): string {
  return ssoVerifyUrl(verifyUrl, { action: 'login', redirectUrl: `${origin.origin}/`, domain: origin.hostname });
}
