// Sends a verification email: a new row (superseding the member's older ones), the mail, and the
// time it left, which starts the resend cooldown.
import { VERIFICATION_TTL_MS } from '@heartline/contracts/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestOrigin } from '../routes/member-context';
import { verificationMail } from './verification-mail';
import { createVerificationSecrets } from './verification-secrets';

export interface VerificationRecipient {
  memberId: number;
  username: string;
  email: string;
  productName: string;
}

/** The API route the link opens (routes/accounts/verification.ts). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** Resolves with the sending time once the mail provider accepted the mail; rejects otherwise. */
export async function sendVerificationEmail(
  app: FastifyInstance,
  request: FastifyRequest,
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
  const link = new URL(VERIFY_EMAIL_PATH, requestOrigin(request));
  link.searchParams.set('token', secrets.token);
  await app.mail.send(
    verificationMail({ to: recipient.email, productName: recipient.productName, username: recipient.username, link: link.href, code: secrets.code }),
  );
  await app.repositories.users.recordVerificationSent(recipient.memberId, now);
  return now;
}
