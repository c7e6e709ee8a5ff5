// The pieces a mail's message is made of, each drawn in the brand's type, colours and shape (read
// from the layout's context): heading, paragraph, the call-to-action button with its address
// spelled out beneath, a soft panel, a quiet note and the signature.
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { createContext, use, type CSSProperties, type ReactNode } from 'react';
import type { MailBrand } from './mail-brand';

export const MailBrandContext = createContext<MailBrand | null>(null);

export function useMailBrand(): MailBrand {
  const brand = use(MailBrandContext);
  if (!brand) throw new Error('A mail part is drawn outside MailLayout');
  return brand;
}

export function MailHeading({ children }: { children: ReactNode }) {
  const { colours, fonts } = useMailBrand();
  return (
    <Heading
      as="h1"
      className="mail-heading"
      style={{
        margin: '0 0 16px',
        fontFamily: fonts.display,
        fontWeight: fonts.displayWeight,
        fontSize: '26px',
        lineHeight: '32px',
        color: colours.text,
      }}
    >
      {children}
    </Heading>
  );
}

export function MailParagraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { colours } = useMailBrand();
  return <Text style={{ margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: colours.text, ...style }}>{children}</Text>;
}

/** Secondary words: how long a link lasts, what to do if it was not you. */
export function MailNote({ children }: { children: ReactNode }) {
  const { colours } = useMailBrand();
  return <Text style={{ margin: '0 0 12px', fontSize: '14px', lineHeight: '22px', color: colours.muted }}>{children}</Text>;
}

/**
 * A real button (a link drawn as one, also in Outlook) in the brand's primary colour and shape,
 * and the same address as text beneath it, for a mail program that shows no button.
 */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  const { colours, shape, fonts } = useMailBrand();
  return (
    <>
      <Section style={{ margin: '8px 0 24px', textAlign: 'center' }}>
        <Button
          href={href}
          className="mail-button"
          style={{
            backgroundColor: colours.primary,
            color: colours.onPrimary,
            borderRadius: `${shape.button}px`,
            padding: '14px 28px',
            fontFamily: fonts.body,
            fontSize: '16px',
            fontWeight: 700,
            lineHeight: '20px',
            textDecoration: 'none',
            textAlign: 'center',
          }}
        >
          {children}
        </Button>
      </Section>
      {/* The text part already has the address after the button's words. */}
      <Text data-skip-in-text="true" style={{ margin: '0 0 20px', fontSize: '13px', lineHeight: '20px', color: colours.muted }}>
        If the button does not work, copy this address into your browser:
        <br />
        <Link href={href} style={{ color: colours.primary, textDecorationLine: 'underline', wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </>
  );
}

/** A quiet box in the brand's soft tint: the code to type, a message's first words, an order. */
export function MailPanel({ children, label }: { children: ReactNode; label?: string }) {
  const { colours, shape } = useMailBrand();
  return (
    <Section
      aria-label={label}
      style={{
        margin: '0 0 20px',
        backgroundColor: colours.primarySoft,
        color: colours.onPrimarySoft,
        borderRadius: `${Math.min(shape.card, 12)}px`,
        padding: '16px 20px',
      }}
    >
      {children}
    </Section>
  );
}

export function MailSignature() {
  const { productName } = useMailBrand();
  return <MailParagraph style={{ margin: '8px 0 0' }}>The {productName} team</MailParagraph>;
}
