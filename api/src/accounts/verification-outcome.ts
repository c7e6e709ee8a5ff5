// What opening a verification link means, decided from its row and the member (pure, so every
// case is easy to test): where the browser goes is chosen by the route.
import type { EmailVerificationRow } from './repositories/email-verifications';
import type { MemberAccount } from './member-records';

export type VerificationLinkOutcome =
  /** Confirm the address now. */
  | { kind: 'confirm' }
  /** Used before, or the member is verified already; `withToken` while the link is within its life. */
  | { kind: 'already-verified'; withToken: boolean }
  /** Past its 24 h, or a newer email (or a new address) replaced it. */
  | { kind: 'expired' }
  | { kind: 'invalid' };

export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function verificationLinkOutcome(row: EmailVerificationRow, account: MemberAccount | null, now: Date): VerificationLinkOutcome {
  if (!account || account.deactivatedAt) return { kind: 'invalid' };
  const withinLife = row.expiresAt.getTime() > now.getTime();
  if (row.consumedAt || account.emailValidated) return { kind: 'already-verified', withToken: withinLife };
  if (row.supersededAt || !withinLife || !sameAddress(row.email, account.email)) return { kind: 'expired' };
  return { kind: 'confirm' };
}
