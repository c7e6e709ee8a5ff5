// The mail after a second charge of an order already paid was given back (checkout/duplicate-charges.ts):
// the card was charged twice for one purchase (the first payment's answer was lost and the member
// paid again), the purchase went through once, and the second charge was refunded in full. It
// says how much, to which card, and that the bank may take a few days to show it.
import type { MailDraft } from '../render-mail';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailNote, MailParagraph, MailSignature } from './mail-parts';

export interface DuplicateRefundMailProps {
  brand: MailBrand;
  username: string;
  /** What the order was for: "20 credits", "Monthly VIP (30 days)". */
  description: string;
  /** The amount refunded, formatted: "€12.28". */
  amount: string;
  /** "Visa ending in 4242". */
  paymentMethod: string;
  /** Where the member goes on (`/profiles`): the purchase is theirs. */
  link: string;
}

export function DuplicateRefundMail({ brand, username, description, amount, paymentMethod, link }: DuplicateRefundMailProps) {
  const { productName } = brand;
  return (
    <MailLayout
      brand={brand}
      preview={`You were charged twice for ${description}: ${amount} has been refunded to your card.`}
      reason={`You get this email because you paid for ${description} on ${productName}.`}
    >
      <MailHeading>A second charge was refunded</MailHeading>
      <MailParagraph>Hello {username},</MailParagraph>
      <MailParagraph>
        Your {paymentMethod} was charged twice for {description}. Your purchase went through once, and we have refunded the second charge of{' '}
        {amount} in full.
      </MailParagraph>
      <MailParagraph>Your bank may take 5 to 10 business days to show the refund. You do not need to do anything.</MailParagraph>
      <MailButton href={link}>Start chatting</MailButton>
      <MailNote>If the refund does not appear, contact our support team.</MailNote>
      <MailSignature />
    </MailLayout>
  );
}

export function duplicateRefundMail({ to, ...props }: DuplicateRefundMailProps & { to: string }): MailDraft {
  return {
    element: <DuplicateRefundMail {...props} />,
    envelope: {
      to,
      subject: `Your ${props.brand.productName} payment was refunded: you were charged twice`,
      kind: 'duplicate-refund',
    },
  };
}
