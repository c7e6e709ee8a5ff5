// The mail after a payment that was still being processed when the member left the checkout then
// failed (checkout/payment-failed.ts): the checkout's still-processing screen promised it. It says
// what was not bought, why (the bank refused, or the payment system failed), that nothing was
// charged, and where to try again.
import type { MailDraft } from '../render-mail';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailNote, MailParagraph, MailSignature } from './mail-parts';

export interface PaymentFailedMailProps {
  brand: MailBrand;
  username: string;
  /** What the order was for: "20 credits", "Monthly VIP (30 days)". */
  description: string;
  /** The order's total, formatted: "€12.28". */
  amount: string;
  /** Why: the bank refused the card, or the payment system failed. */
  reason: 'bank' | 'system';
  /** "Visa ending in 4242". */
  paymentMethod: string;
  /** Where the member tries again (`/upgrade`). */
  link: string;
}

export function PaymentFailedMail({ brand, username, description, amount, reason, paymentMethod, link }: PaymentFailedMailProps) {
  const { productName } = brand;
  return (
    <MailLayout
      brand={brand}
      preview={`Your payment of ${amount} for ${description} did not go through. Nothing was charged.`}
      reason={`You get this email because you paid for ${description} on ${productName}.`}
    >
      <MailHeading>Your payment did not go through</MailHeading>
      <MailParagraph>Hello {username},</MailParagraph>
      <MailParagraph>
        Your payment of {amount} for {description} with your {paymentMethod} did not go through:{' '}
        {reason === 'bank' ? 'your bank declined the payment' : 'the payment could not be processed because of a system issue on our side'}.
        Nothing was charged.
      </MailParagraph>
      <MailParagraph>
        {reason === 'bank' ? 'You can try again with another card, or contact your bank.' : 'You can try again now.'}
      </MailParagraph>
      <MailButton href={link}>Try again</MailButton>
      <MailNote>If you think this is a mistake, contact your bank or our support team.</MailNote>
      <MailSignature />
    </MailLayout>
  );
}

export function paymentFailedMail({ to, ...props }: PaymentFailedMailProps & { to: string }): MailDraft {
  return {
    element: <PaymentFailedMail {...props} />,
    envelope: {
      to,
      subject: `Your ${props.brand.productName} payment did not go through`,
      kind: 'payment-failed',
    },
  };
}
