// Whether a password reset link is still good: signed by us, not expired, not used, issued for
// the member's current password, and the member still there and active.
import type { AccountsDeps } from './deps';
import type { MemberAccount } from './member-records';
import { checkPasswordResetToken, fingerprintMatches, type PasswordResetClaims } from './password-reset-tokens';

export type LiveResetTokenCheck =
  | { status: 'live'; claims: PasswordResetClaims; account: MemberAccount }
  | { status: 'expired' }
  | { status: 'invalid' }
  | { status: 'member-gone'; userId: number }
  | { status: 'deactivated'; userId: number };

export async function checkLiveResetToken(
  app: Pick<AccountsDeps, 'config' | 'clock' | 'repositories' | 'sessions'>,
  token: string,
): Promise<LiveResetTokenCheck> {
  const check = await checkPasswordResetToken(token, app.config.jwtSecret, app.clock());
  if (check.status !== 'valid') return check;
  const { claims } = check;
  const account = await app.repositories.userAccounts.findAccount(claims.userId);
  if (!account) return { status: 'member-gone', userId: claims.userId };
  if (!fingerprintMatches(claims.fingerprint, account.passwordHash, app.config.jwtSecret)) return { status: 'invalid' };
  if (await app.sessions.spentTokens.isSpent(claims.jti)) return { status: 'invalid' };
  if (account.deactivatedAt) return { status: 'deactivated', userId: claims.userId };
  return { status: 'live', claims, account };
}

/** The link of the reset mail: `<origin>/?token=<token>&reset-password` on the brand's site. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/?token=${encodeURIComponent(token)}&reset-password`;
}
