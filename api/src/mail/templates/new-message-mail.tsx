// "You have a new message" (for the messaging issue; not sent yet), for members who keep "notify
// by e-mail on new message" on: who wrote, the first words, a button to the conversation, and
// where to turn these mails off.
import { Column, Img, Link, Row, Section, Text } from '@react-email/components';
import type { MailDraft } from '../render-mail';
import type { MailBrand } from './mail-brand';
import { MailLayout } from './mail-layout';
import { MailButton, MailHeading, MailPanel, MailParagraph, MailSignature, useMailBrand } from './mail-parts';

/** A notification teases the message; the rest is read on the site. */
export const NEW_MESSAGE_EXCERPT_MAX_CHARS = 140;
/** The profiles' photos are 4:5 (IMAGE_SIZES); drawn at that ratio, no mail program squeezes them. */
const AVATAR_WIDTH_PX = 56;
const AVATAR_HEIGHT_PX = 70;

export interface NewMessageSender {
  name: string;
  age?: number;
  city?: string;
  /** An absolute address of a small 4:5 photo (the thumb size); null draws the name's first letter. */
  photoUrl: string | null;
}

export interface NewMessageMailProps {
  brand: MailBrand;
  username: string;
  sender: NewMessageSender;
  /** The message as sent (already masked by the messaging rules). */
  text: string;
  /** The conversation on the brand's site. */
  link: string;
  /** The settings page where the member turns these mails off. */
  settingsLink: string;
}

/** At most NEW_MESSAGE_EXCERPT_MAX_CHARS characters (whole code points, so no emoji is cut in half). */
export function messageExcerpt(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= NEW_MESSAGE_EXCERPT_MAX_CHARS) return characters.join('');
  return `${characters
    .slice(0, NEW_MESSAGE_EXCERPT_MAX_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}

function SenderAvatar({ sender }: { sender: NewMessageSender }) {
  const { colours, fonts, shape } = useMailBrand();
  const borderRadius = `${Math.min(shape.card, 12)}px`;
  if (sender.photoUrl) {
    return <Img src={sender.photoUrl} width={AVATAR_WIDTH_PX} height={AVATAR_HEIGHT_PX} alt="" style={{ borderRadius }} />;
  }
  const initial = Array.from(sender.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <Text
      style={{
        margin: 0,
        width: `${AVATAR_WIDTH_PX}px`,
        height: `${AVATAR_HEIGHT_PX}px`,
        borderRadius,
        backgroundColor: colours.primarySoft,
        color: colours.onPrimarySoft,
        fontFamily: fonts.display,
        fontSize: '24px',
        fontWeight: 700,
        lineHeight: `${AVATAR_HEIGHT_PX}px`,
        textAlign: 'center',
      }}
    >
      {initial}
    </Text>
  );
}

export function NewMessageMail({ brand, username, sender, text, link, settingsLink }: NewMessageMailProps) {
  const { colours, productName } = brand;
  const facts = [sender.age ? String(sender.age) : null, sender.city ?? null].filter(Boolean).join(' · ');
  const excerpt = messageExcerpt(text);
  return (
    <MailLayout
      brand={brand}
      preview={`${sender.name}: ${excerpt}`}
      reason={
        <>
          You get this email because message notifications are on for your {productName} account.{' '}
          <Link href={settingsLink} style={{ color: colours.muted, textDecorationLine: 'underline' }}>
            Turn them off in your settings
          </Link>
          .
        </>
      }
    >
      <MailHeading>{sender.name} sent you a message</MailHeading>
      <MailParagraph>
        Hello {username}, a new message is waiting for you on {productName}.
      </MailParagraph>
      <Section data-skip-in-text="true" style={{ margin: '0 0 12px' }}>
        <Row>
          <Column style={{ width: `${AVATAR_WIDTH_PX + 14}px`, verticalAlign: 'middle' }}>
            <SenderAvatar sender={sender} />
          </Column>
          <Column style={{ verticalAlign: 'middle' }}>
            <Text style={{ margin: 0, fontSize: '17px', lineHeight: '24px', fontWeight: 700, color: colours.text }}>{sender.name}</Text>
            {facts ? <Text style={{ margin: 0, fontSize: '14px', lineHeight: '20px', color: colours.muted }}>{facts}</Text> : null}
          </Column>
        </Row>
      </Section>
      <MailPanel label={`Message from ${sender.name}`}>
        <Text style={{ margin: 0, fontSize: '16px', lineHeight: '24px', color: colours.onPrimarySoft, fontStyle: 'italic' }}>
          “{excerpt}”
        </Text>
      </MailPanel>
      <MailButton href={link}>Read and reply</MailButton>
      <MailSignature />
    </MailLayout>
  );
}

export function newMessageMail({ to, ...props }: NewMessageMailProps & { to: string }): MailDraft {
  return {
    element: <NewMessageMail {...props} />,
    envelope: {
      to,
      subject: `${props.sender.name} sent you a message on ${props.brand.productName}`,
      kind: 'notification',
    },
  };
}
