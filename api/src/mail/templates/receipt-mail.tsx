// The receipt after a purchase (sent by checkout/receipts.ts once a payment is settled): what was bought, the VAT
// and the total, when and how it was paid, and the name the charge carries on the card statement.
import { Column, Hr, Row, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import type { MailDraft } from '../render-mail';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailNote, MailParagraph, MailSignature, useMailBrand } from './mail-parts';

export interface ReceiptLine {
  /** "50 credits", "Monthly membership (30 days)". */
  description: string;
  amount: number;
}

export interface ReceiptMailProps {
  brand: MailBrand;
  username: string;
  orderNumber: string;
  paidAt: Date;
  /** ISO 4217, e.g. EUR. */
  currencyCode: string;
  lines: readonly ReceiptLine[];
  vat: { percent: number; amount: number };
  total: number;
  /** "Visa ending in 4242". */
  paymentMethod: string;
  /** The name on the member's card statement (the brand's descriptor), so the charge is recognised. */
  statementDescriptor: string;
  /** Where the purchase is used: the brand's site. */
  link: string;
}

function money(amount: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(amount);
}

function dateTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

function AmountRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const { colours } = useMailBrand();
  const cell: CSSProperties = {
    padding: '6px 0',
    fontSize: strong ? '17px' : '15px',
    lineHeight: '22px',
    fontWeight: strong ? 700 : 400,
    color: colours.text,
  };
  return (
    <Row>
      <Column style={cell}>{label}</Column>
      <Column style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{amount}</Column>
    </Row>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  const { colours } = useMailBrand();
  return (
    <Text style={{ margin: '0 0 6px', fontSize: '14px', lineHeight: '20px', color: colours.text }}>
      <span style={{ color: colours.muted }}>{label}: </span>
      {value}
    </Text>
  );
}

export function ReceiptMail(props: ReceiptMailProps) {
  const { brand, username, orderNumber, paidAt, currencyCode, lines, vat, total, paymentMethod, statementDescriptor, link } = props;
  const { colours, productName } = brand;
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <MailLayout
      brand={brand}
      preview={`Your receipt for order ${orderNumber}: ${money(total, currencyCode)}`}
      reason={`You get this email because you bought something on ${productName}. Keep it as your receipt.`}
    >
      <MailHeading>Thank you for your purchase</MailHeading>
      <MailParagraph>Hello {username},</MailParagraph>
      <MailParagraph>Your payment went through. Here is your receipt.</MailParagraph>
      <Section
        style={{
          margin: '0 0 20px',
          border: `1px solid ${colours.border}`,
          borderRadius: `${Math.min(brand.shape.card, 12)}px`,
          padding: '12px 20px',
        }}
      >
        {lines.map((line) => (
          <AmountRow key={line.description} label={line.description} amount={money(line.amount, currencyCode)} />
        ))}
        <Hr style={{ margin: '8px 0', borderColor: colours.border }} />
        <AmountRow label="Subtotal" amount={money(subtotal, currencyCode)} />
        <AmountRow label={`VAT (${vat.percent} %)`} amount={money(vat.amount, currencyCode)} />
        <AmountRow label="Total" amount={money(total, currencyCode)} strong />
      </Section>
      <Section style={{ margin: '0 0 20px' }}>
        <DetailRow label="Order" value={orderNumber} />
        <DetailRow label="Paid" value={dateTime(paidAt, brand.timezone)} />
        <DetailRow label="Paid with" value={paymentMethod} />
        <DetailRow label="On your statement" value={statementDescriptor} />
      </Section>
      <MailButton href={link}>Start chatting</MailButton>
      <MailNote>
        The charge appears on your statement as {statementDescriptor}. Something not right? Write to our support below and quote the order
        number.
      </MailNote>
      <MailSignature />
    </MailLayout>
  );
}

export function receiptMail({ to, ...props }: ReceiptMailProps & { to: string }): MailDraft {
  return {
    element: <ReceiptMail {...props} />,
    envelope: {
      to,
      subject: `Your ${props.brand.productName} receipt for order ${props.orderNumber}`,
      kind: 'receipt',
    },
  };
}
