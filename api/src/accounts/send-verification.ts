// Sends a verification email: a new row (superseding the member's older ones), the mail, and the
// time it left, which starts the resend cooldown.
import { VERIFICATION_TTL_MS } from '@heartline/contracts/rules';
import { renderMail } from '../mail/render-mail';
import { mailBrandOf } from '../mail/templates/mail-brand';
import { verificationMail } from '../mail/templates/verification-mail';
import type { RequestBrand } from '../brands/brands';
import type { AccountsDeps } from './deps';
import { createVerificationSecrets } from './verification-secrets';
import { brandApiOrigin } from '../brand-origins';

export interface VerificationRecipient {
  memberId: number;
  username: string;
  email: string;
  /** The member's brand: the mail is in its look and names it. */
  brand: RequestBrand;
}

/** The API route the link opens (routes/verification.ts). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/**
 * Resolves with the sending time once the mail provider accepted the mail; rejects otherwise.
 * The link opens the API at `apiOrigin` (where the member's browser reached it), which confirms
 * the address and sends the browser on to `returnOrigin`.
 */
export async function sendVerificationEmail(
  app: Pick<AccountsDeps, 'clock' | 'config' | 'repositories' | 'mail'>,
  apiOrigin: string,
  recipient: VerificationRecipient,
  returnOrigin: string,
): Promise<Date> {
  const now = app.clock();
  const secrets = createVerificationSecrets(app.config.jwtSecret);
  await app.repositories.emailVerifications.createSuperseding({
    id: secrets.id,
    userId: recipient.memberId,
    email: recipient.email,
    tokenHash: secrets.tokenHash,
    codeHash: secrets.codeHash,
    returnOrigin,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  const link = new URL(VERIFY_EMAIL_PATH, apiOrigin);
  link.searchParams.set('token', secrets.token);
  const brand = mailBrandOf(recipient.brand.record, {
    assetOrigin: brandApiOrigin(app.config, recipient.brand.record.domain),
    siteUrl: returnOrigin,
  });
  await app.mail.send(
    await renderMail(verificationMail({ to: recipient.email, brand, username: recipient.username, link: link.href, code: secrets.code })),
  );
  await app.repositories.userAccounts.recordVerificationSent(recipient.memberId, now);
  return now;
}
