// The mail after a membership's renewal could not be charged (checkout/renewals.ts): the card was
// refused or the processor failed, so the membership will not renew and ends at its end date; the
// member can buy it again with another card.
import type { MailDraft } from '../render-mail';
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

export function renewalFailedMail({ to, ...props }: RenewalFailedMailProps & { to: string }): MailDraft {
  return {
    element: <RenewalFailedMail {...props} />,
    envelope: {
      to,
      subject: `Your ${props.brand.productName} membership could not be renewed`,
      kind: 'renewal-failed',
    },
  };
}
