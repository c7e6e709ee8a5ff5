// Passwords: the "forgot password" email, a new password from its link, and changing the password
// in the settings. A new password ends the member's other sessions everywhere.
import { MESSAGES } from '@heartline/contracts/rules';
import type { Caller } from '../sessions/session-service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { renderMail } from '../mail/render-mail';
import { mailBrandOf } from '../mail/templates/mail-brand';
import { passwordResetMail } from '../mail/templates/password-reset-mail';
import type { RequestSite } from '../request-site';
import type { AccountsDeps } from './deps';
import { endMemberSessions, ownSessionOf } from './member-sessions';
import { checkLiveResetToken, passwordResetLink, type LiveResetTokenCheck } from './password-reset';
import { signPasswordResetToken } from './password-reset-tokens';
import type { RequestBrand } from '../brands/brands';
import { returnOriginFor } from './return-origin';
import { brandApiOrigin } from '../brand-origins';

export interface Passwords {
  /**
   * Mails a reset link when an active member of the asking front end's brand has this address.
   * Resolves once the brand is known, without waiting for the member or the mail: neither the
   * answer nor its timing may tell whether the address has an account (a failure is logged).
   */
  requestReset(email: string, site: RequestSite): Promise<void>;
  /** Sets the password with the token of a reset link (once); ends the member's other sessions. */
  reset(token: string, password: string, caller: Caller | null): Promise<void>;
  /** Changes the own password; every other session of the member ends. */
  change(memberId: number, currentPassword: string, newPassword: string, sessionId: string | undefined): Promise<void>;
  /** Whether a reset link's token is live (a live one also signs the member in: auth/member-sign-in.ts). */
  checkResetToken(token: string): Promise<LiveResetTokenCheck>;
}

export function createPasswords(deps: AccountsDeps): Passwords {
  const { userAccounts } = deps.repositories;

  async function mailResetLink(email: string, brand: RequestBrand, site: RequestSite): Promise<void> {
    const account = await userAccounts.findActiveByEmail(brand.id, email);
    if (!account) return;
    const token = await signPasswordResetToken(account.id, account.passwordHash, deps.config.jwtSecret, deps.clock());
    const siteUrl = returnOriginFor(deps.config, site.origin, brand.domain);
    const mailBrand = mailBrandOf(brand.record, { assetOrigin: brandApiOrigin(deps.config, brand.domain), siteUrl });
    await deps.mail.send(
      await renderMail(
        passwordResetMail({ to: account.email, brand: mailBrand, username: account.username, link: passwordResetLink(siteUrl, token) }),
      ),
    );
  }

  return {
    async requestReset(email, site) {
      const brand = await deps.brands.ofOrigin(site.origin);
      mailResetLink(email, brand, site).catch((error: unknown) =>
        site.log.error({ err: error }, 'a password reset email could not be sent'),
      );
    },

    async reset(token, password, caller) {
      const check = await checkLiveResetToken(deps, token);
      if (check.status === 'member-gone') throw new HttpError(404, MESSAGES.userNotFound);
      if (check.status === 'deactivated') throw new HttpError(403, MESSAGES.accountIsDeactivated);
      if (check.status !== 'live') throw new HttpError(400, MESSAGES.generic);
      const { claims } = check;
      // Spending is one insert: of two requests with the same link, one wins.
      if (!(await deps.sessions.spentTokens.spend(claims.jti, claims.expiresAt))) throw new HttpError(400, MESSAGES.generic);
      await userAccounts.setPasswordHash(claims.userId, await hashPassword(password), deps.clock());
      await endMemberSessions(deps, claims.userId, 'password-changed', ownSessionOf(caller, claims.userId));
    },

    async change(memberId, currentPassword, newPassword, sessionId) {
      const account = await userAccounts.findAccount(memberId);
      if (!account) throw new HttpError(404, MESSAGES.notFound);
      if (!(await verifyPassword(account.passwordHash, currentPassword))) throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      if (await verifyPassword(account.passwordHash, newPassword)) throw new HttpError(400, MESSAGES.samePassword);
      await userAccounts.setPasswordHash(memberId, await hashPassword(newPassword), deps.clock());
      await endMemberSessions(deps, memberId, 'password-changed', sessionId);
    },

    checkResetToken: (token) => checkLiveResetToken(deps, token),
  };
}
