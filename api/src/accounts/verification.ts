// Email verification: the link in the email (where it sends the browser), what the verify page
// shows, sending the email again (optionally to a new address), and the 6-digit code.
import { MESSAGES, RESEND_EMAIL_COOLDOWN_MS } from '@heartline/contracts/rules';
import type { resendEmailResponseSchema, User, verificationStatusSchema } from '@heartline/contracts/schemas';
import type { z } from 'zod';
import { AUTOLOGIN_REDIRECT_TTL_SECONDS, signAutologinToken } from '../auth/autologin-tokens';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import type { MemberAccount } from './member-records';
import type { RequestSite } from '../request-site';
import type { AccountsDeps } from './deps';
import { assertRegistrableEmail } from './email-policy';
import { defaultBrandOrigin, returnOriginFor } from './return-origin';
import { sendVerificationEmail } from './send-verification';
import { sameAddress, verificationLinkOutcome } from './verification-outcome';
import { hashVerificationCode, hashVerificationToken, sameDigest, verificationRowId } from './verification-secrets';

type VerificationStatus = z.infer<typeof verificationStatusSchema>;
type ResendEmailResponse = z.infer<typeof resendEmailResponseSchema>;

export interface Verification {
  /** Where the link of a verification email sends the browser (confirming the address when it may). */
  openLink(token: string): Promise<string>;
  status(memberId: number | undefined): Promise<VerificationStatus>;
  /** Sends the email again, to `newEmail` when it is another address (which then needs verifying). */
  resend(memberId: number | undefined, newEmail: string | undefined, site: RequestSite): Promise<ResendEmailResponse>;
  /** Confirms the address with the code of the latest email; answers the member's record. */
  confirmCode(memberId: number, code: string, mediaUrl: MediaUrl): Promise<User>;
}

/** `<origin>/path?query`: where the shell takes over. */
function shellUrl(origin: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

export function createVerification(deps: AccountsDeps): Verification {
  const { emailVerifications, userAccounts, users } = deps.repositories;

  /** The asking member's account; a session that outlived its member is treated as signed out. */
  async function memberAccount(memberId: number | undefined): Promise<MemberAccount> {
    const account = memberId === undefined ? null : await userAccounts.findAccount(memberId);
    if (!account) throw new HttpError(401, MESSAGES.sessionExpired);
    return account;
  }

  function nextResendAt(account: Pick<MemberAccount, 'verificationSentAt'>): number {
    return account.verificationSentAt ? account.verificationSentAt.getTime() + RESEND_EMAIL_COOLDOWN_MS : deps.clock().getTime();
  }

  async function confirmAddress(memberId: number): Promise<void> {
    await userAccounts.markEmailValidated(memberId, deps.clock());
    deps.domainEvents.emit('member.updated', { memberId, emailValidated: true });
  }

  async function firstBrandOrigin(): Promise<string> {
    const [first] = await deps.brands.list();
    return defaultBrandOrigin(deps.config, first?.domain ?? 'localhost');
  }

  return {
    async openLink(token) {
      const rowId = verificationRowId(token);
      const row = rowId ? await emailVerifications.findById(rowId) : null;
      if (!row || !sameDigest(hashVerificationToken(token), row.tokenHash)) {
        return shellUrl(row?.returnOrigin ?? (await firstBrandOrigin()), '/', { verification_error: 'invalid' });
      }
      const now = deps.clock();
      const account = await userAccounts.findAccount(row.userId);
      let outcome = verificationLinkOutcome(row, account, now);
      if (outcome.kind === 'confirm') {
        // Two clicks at once: only one consumes the row; the other sees it used.
        if (await emailVerifications.consume(row.id, now)) await confirmAddress(row.userId);
        else outcome = { kind: 'already-verified', withToken: true };
      }
      const autologin = () => signAutologinToken(row.userId, AUTOLOGIN_REDIRECT_TTL_SECONDS, deps.config.jwtSecret, now);
      switch (outcome.kind) {
        case 'confirm':
          return shellUrl(row.returnOrigin, '/profiles', { token: await autologin() });
        case 'already-verified':
          return shellUrl(row.returnOrigin, '/', {
            verification_error: 'already_verified',
            ...(outcome.withToken ? { token: await autologin() } : {}),
          });
        case 'expired':
          return shellUrl(row.returnOrigin, '/', { verification_error: 'expired' });
        case 'invalid':
          return shellUrl(row.returnOrigin, '/', { verification_error: 'invalid' });
      }
    },

    async status(memberId) {
      const account = await memberAccount(memberId);
      return { email: account.email, emailValidated: account.emailValidated, nextResendAt: nextResendAt(account) };
    },

    async resend(memberId, requestedEmail, site) {
      const account = await memberAccount(memberId);
      const newEmail = requestedEmail && !sameAddress(requestedEmail, account.email) ? requestedEmail : undefined;
      if (account.emailValidated && !newEmail) throw new HttpError(409, MESSAGES.alreadyVerified);
      const now = deps.clock();
      // The countdown guards one inbox against repeats. A member who mistyped the address at
      // sign-up may fix it at once: a new address is only held back by the per-IP rate limit.
      if (!newEmail && now.getTime() < nextResendAt(account)) throw new HttpError(429, MESSAGES.resendTooSoon);

      let email = account.email;
      if (newEmail) {
        assertRegistrableEmail(newEmail);
        const outcome = await userAccounts.changeEmail(account.id, newEmail, now);
        if (outcome === 'email-taken') throw new HttpError(409, MESSAGES.emailTaken);
        if (outcome === 'not-found') throw new HttpError(401, MESSAGES.sessionExpired);
        // Links to the old address die with it (the new email below supersedes them too).
        await emailVerifications.supersedeAll(account.id, now);
        email = newEmail.trim();
        deps.domainEvents.emit('member.updated', { memberId: account.id, emailValidated: false });
      }
      const brand = await deps.brands.recordOf(account.brandId);
      const returnOrigin = returnOriginFor(deps.config, site.origin, brand.domain);
      const recipient = { memberId: account.id, username: account.username, email, brand };
      const sentAt = await sendVerificationEmail(deps, site.apiOrigin, recipient, returnOrigin);
      return { email, nextResendAt: sentAt.getTime() + RESEND_EMAIL_COOLDOWN_MS };
    },

    async confirmCode(memberId, code, mediaUrl) {
      const account = await memberAccount(memberId);
      if (account.emailValidated) throw new HttpError(409, MESSAGES.alreadyVerified);
      const now = deps.clock();
      const row = await emailVerifications.findLatestLive(memberId, now);
      const matches =
        row !== null &&
        sameAddress(row.email, account.email) &&
        sameDigest(hashVerificationCode(row.id, code, deps.config.jwtSecret), row.codeHash);
      if (!matches || !(await emailVerifications.consume(row.id, now))) throw new HttpError(400, MESSAGES.invalidVerificationCode);
      await confirmAddress(memberId);
      const user = await users.findById(memberId, mediaUrl);
      if (!user) throw new HttpError(404, MESSAGES.notFound);
      return user;
    },
  };
}
