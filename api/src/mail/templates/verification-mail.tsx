// The verification mail: a button that verifies and signs in, the 6-digit code for the /verify
// page, and how long both last.
import { VERIFICATION_TTL_MS } from '@heartline/contracts/rules';
import { Text } from '@react-email/components';
import type { MailDraft } from '../render-mail';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailNote, MailPanel, MailParagraph, MailSignature } from './mail-parts';

export const VERIFICATION_TTL_HOURS = VERIFICATION_TTL_MS / 3_600_000;

export interface VerificationMailProps {
  brand: MailBrand;
  username: string;
  /** Verifies the address and signs the member in (GET /verify-email on the API). */
  link: string;
  code: string;
}

export function VerificationMail({ brand, username, link, code }: VerificationMailProps) {
  const { productName, colours } = brand;
  return (
    <MailLayout
      brand={brand}
      preview={`Confirm your address to start using ${productName}. Your code: ${code}`}
      reason={`You get this email because this address was used to sign up for ${productName}.`}
    >
      <MailHeading>Confirm your email address</MailHeading>
      <MailParagraph>Hello {username},</MailParagraph>
      <MailParagraph>Please confirm your email address to start using {productName}.</MailParagraph>
      <MailButton href={link}>Confirm my email address</MailButton>
      <MailPanel label="Verification code">
        <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colours.onPrimarySoft, textAlign: 'center' }}>
          Or enter this code on the verification page:{' '}
          <strong
            style={{
              display: 'block',
              marginTop: '6px',
              fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
              fontSize: '30px',
              lineHeight: '38px',
              letterSpacing: '0.3em',
              color: colours.text,
            }}
          >
            {code}
          </strong>
        </Text>
      </MailPanel>
      <MailNote>
        The link and the code are valid for {VERIFICATION_TTL_HOURS} hours. If you did not sign up for {productName}, ignore this email.
      </MailNote>
      <MailSignature />
    </MailLayout>
  );
}

export function verificationMail({ to, ...props }: VerificationMailProps & { to: string }): MailDraft {
  return {
    element: <VerificationMail {...props} />,
    envelope: {
      to,
      subject: `Confirm your email address for ${props.brand.productName}`,
      kind: 'verification',
    },
  };
}
