// The mail after a membership's renewal could not be charged (checkout/renewals.ts): the card was
// refused or the processor failed, so the membership will not renew and ends at its end date; the
// member can buy it again with another card.
import { renderMail, type MailParts } from '../render-mail';
import type { MailMessage } from '../mail-provider';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailNote, MailParagraph, MailSignature } from './mail-parts';

export interface RenewalFailedMailProps {
  brand: MailBrand;
  username: string;
  /** "Monthly VIP". */
  membership: string;
  endsAt: Date;
  /** Why: the bank refused the card, or the payment system failed. */
  reason: 'bank' | 'system';
  /** "Visa ending in 4242". */
  paymentMethod: string;
  /** The brand's memberships page (`/upgrade/premium`). */
  link: string;
}

function day(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function RenewalFailedMail({ brand, username, membership, endsAt, reason, paymentMethod, link }: RenewalFailedMailProps) {
  const { productName } = brand;
  const until = day(endsAt);
  return (
    <MailLayout
      brand={brand}
      preview={`We could not renew your ${productName} ${membership}. It stays active until ${until}.`}
      reason={`You get this email because your ${productName} membership was due to renew.`}
    >
      <MailHeading>Your membership could not be renewed</MailHeading>
      <MailParagraph>Hello {username},</MailParagraph>
      <MailParagraph>
        We tried to renew your {membership} with your {paymentMethod}, but{' '}
        {reason === 'bank' ? 'your bank declined the payment' : 'the payment could not be processed on our side'}. Nothing was charged.
      </MailParagraph>
      <MailParagraph>
        Your membership stays active until {until} and will not renew. To keep your VIP features after that, choose a membership again with
        another card.
      </MailParagraph>
      <MailButton href={link}>See memberships</MailButton>
      <MailNote>If you think this is a mistake, contact your bank or our support team.</MailNote>
      <MailSignature />
    </MailLayout>
  );
}

/** `parts`: what to render (the templates page renders one part at a time: mail/routes/dev-outbox.ts). */
export function renewalFailedMail(
  { to, ...props }: RenewalFailedMailProps & { to: string },
  parts: MailParts = 'both',
): Promise<MailMessage> {
  return renderMail(
    <RenewalFailedMail {...props} />,
    {
      to,
      subject: `Your ${props.brand.productName} membership could not be renewed`,
      kind: 'renewal-failed',
    },
    parts,
  );
}
