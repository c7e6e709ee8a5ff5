// The frame every mail shares: the brand's logo and name on its page colour, the message on a card
// under a band of the brand's colours, and a footer with the support details and the company.
// Table-based (react-email's components) with inline styles, so it holds in Outlook and Gmail too.
import { Body, Column, Container, Head, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailBrand } from './mail-brand';
import { MailBrandContext } from './mail-parts';

/** Wide enough for a comfortable line on a desktop, and the width every mail program handles. */
const MAIL_WIDTH_PX = 560;
const LOGO_SIZE_PX = 40;

/**
 * On a phone (where the mail app takes its own margins too) the frame tightens and the button
 * spans the card, an easy target for a thumb. Inline styles are what every program reads; these
 * rules, for the programs that read a <style> (Apple Mail, Gmail, Outlook apps), override them.
 */
const PHONE_CSS = `@media only screen and (max-width: 480px) {
  .mail-frame { padding: 16px 8px 24px !important; }
  .mail-card-body { padding: 24px 20px 20px !important; }
  .mail-heading { font-size: 23px !important; line-height: 29px !important; }
  .mail-button { display: block !important; padding: 14px 16px !important; }
}`;

interface MailLayoutProps {
  brand: MailBrand;
  /** The line a mail program shows after the subject in the inbox. */
  preview: string;
  /** Why this person gets this mail, at the foot. */
  reason: ReactNode;
  children: ReactNode;
}

export function MailLayout({ brand, preview, reason, children }: MailLayoutProps) {
  const { colours, fonts, shape, wordmark } = brand;
  const footerText = { margin: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: colours.muted } as const;
  const footerLink = { color: colours.muted, textDecorationLine: 'underline' } as const;
  return (
    <MailBrandContext value={brand}>
      <Html lang="en" dir="ltr">
        <Head>
          {/* The mail is drawn in the brand's light palette; this keeps clients from half-inverting it. */}
          <meta name="color-scheme" content="light" />
          <meta name="supported-color-schemes" content="light" />
          {/* A constant, no input in it; as text React would escape the quotes a rule may need. */}
          <style dangerouslySetInnerHTML={{ __html: PHONE_CSS }} />
        </Head>
        <Preview>{preview}</Preview>
        <Body style={{ margin: 0, padding: 0, backgroundColor: colours.bg, color: colours.text, fontFamily: fonts.body }}>
          <Container className="mail-frame" style={{ width: '100%', maxWidth: `${MAIL_WIDTH_PX}px`, padding: '24px 12px 32px' }}>
            <Section data-skip-in-text="true" style={{ padding: '4px 4px 20px' }}>
              <Row>
                {brand.logoUrl ? (
                  <Column style={{ width: `${LOGO_SIZE_PX + 12}px`, verticalAlign: 'middle' }}>
                    <Link href={brand.siteUrl}>
                      <Img src={brand.logoUrl} width={LOGO_SIZE_PX} height={LOGO_SIZE_PX} alt="" />
                    </Link>
                  </Column>
                ) : null}
                <Column style={{ verticalAlign: 'middle' }}>
                  <Link
                    href={brand.siteUrl}
                    style={{
                      color: colours.text,
                      textDecorationLine: 'none',
                      fontFamily: wordmark.font === 'display' ? fonts.display : fonts.body,
                      fontWeight: wordmark.weight,
                      fontStyle: wordmark.italic ? 'italic' : 'normal',
                      letterSpacing: `${wordmark.tracking}em`,
                      textTransform: wordmark.uppercase ? 'uppercase' : 'none',
                      fontSize: wordmark.uppercase ? '19px' : '22px',
                      lineHeight: '28px',
                    }}
                  >
                    {brand.productName}
                  </Link>
                </Column>
              </Row>
            </Section>

            <Section
              style={{
                backgroundColor: colours.surface,
                border: `1px solid ${colours.border}`,
                borderRadius: `${shape.card}px`,
                borderCollapse: 'separate',
                overflow: 'hidden',
              }}
            >
              <Section
                style={{
                  height: '6px',
                  lineHeight: '6px',
                  fontSize: '1px',
                  backgroundColor: colours.primary,
                  backgroundImage: `linear-gradient(90deg, ${colours.heroStart}, ${colours.heroEnd})`,
                }}
              >
                &nbsp;
              </Section>
              <Section className="mail-card-body" style={{ padding: '28px 28px 24px' }}>
                {children}
              </Section>
            </Section>

            <Section style={{ padding: '24px 8px 0', textAlign: 'center' }}>
              <Text style={footerText}>
                Questions? Write to{' '}
                <Link href={`mailto:${brand.support.email}`} style={footerLink}>
                  {brand.support.email}
                </Link>{' '}
                or call{' '}
                <Link href={`tel:${brand.support.phone.replace(/[^\d+]/g, '')}`} style={footerLink}>
                  {brand.support.phone}
                </Link>{' '}
                ({brand.support.hours}).
              </Text>
              <Text style={footerText}>{reason}</Text>
              <Text style={{ ...footerText, margin: '16px 0 0', fontSize: '12px', lineHeight: '18px' }}>
                {brand.productName} is operated by {brand.company.name}, {brand.company.address}. Registration{' '}
                {brand.company.registrationNumber}, VAT {brand.company.vatNumber}.
              </Text>
            </Section>
          </Container>
        </Body>
      </Html>
    </MailBrandContext>
  );
}
