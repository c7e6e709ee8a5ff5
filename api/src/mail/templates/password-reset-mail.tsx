// The password reset mail: a button to the brand's site that signs the member in and opens the
// form for a new password (member spec §2: a token together with the reset-password query).
import { PASSWORD_RESET_TTL_MS } from '@heartline/contracts/rules';
import type { MailDraft } from '../render-mail';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailNote, MailParagraph, MailSignature } from './mail-parts';

const PASSWORD_RESET_TTL_MINUTES = PASSWORD_RESET_TTL_MS / 60_000;

export interface PasswordResetMailProps {
  brand: MailBrand;
  username: string;
  /** `<site>/?token=<token>&reset-password` (accounts/password-reset.ts). */
  link: string;
}

export function PasswordResetMail({ brand, username, link }: PasswordResetMailProps) {
  const { productName } = brand;
  return (
    <MailLayout
      brand={brand}
      preview={`Choose a new password for your ${productName} account. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`}
      reason={`You get this email because someone asked to reset the password of your ${productName} account.`}
    >
      <MailHeading>Reset your password</MailHeading>
      <MailParagraph>Hello {username},</MailParagraph>
      <MailParagraph>
        Someone asked to reset the password of your {productName} account. To choose a new password, use the button below.
      </MailParagraph>
      <MailButton href={link}>Choose a new password</MailButton>
      <MailNote>
        The link is valid for {PASSWORD_RESET_TTL_MINUTES} minutes and can be used once. If you did not ask for it, ignore this email: your
        password stays as it is.
      </MailNote>
      <MailSignature />
    </MailLayout>
  );
}

export function passwordResetMail({ to, ...props }: PasswordResetMailProps & { to: string }): MailDraft {
  return {
    element: <PasswordResetMail {...props} />,
    envelope: {
      to,
      subject: `Reset your ${props.brand.productName} password`,
      kind: 'password-reset',
    },
  };
}
