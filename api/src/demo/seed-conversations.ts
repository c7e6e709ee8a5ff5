// The demo member's inbox on a fresh database (issue 11 item 7), so a newcomer sees a living one:
// a conversation in every class and list — unanswered opening lines (inbox, flirts), a
// conversation with replies, a photo and a meet-up the profile proposed (conversations), one waiting for
// the profile's reply (sent, queued for the staff), and an archived one. The member's own messages
// were paid for: each is a ledger row of −1, so the balance still equals the ledger's sum (the
// member is created with 4 more credits, and ends with the 20 the README promises).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversations, creditLedger, meetups, messageStock, messages, profileImages, profiles, users } from '../db/schema';

const HOUR = 3_600_000;
const MINUTE = 60_000;

interface ScriptLine {
  from: 'user' | 'profile';
  /** How long before the seed's clock it was sent. */
  agoMs: number;
  text: string;
  read?: boolean;
  /** The profile sends one of its photos with it (its second). */
  photo?: boolean;
}

interface Script {
  archived?: boolean;
  lines: ScriptLine[];
  /** A meet-up the profile proposed, this long after the seed's clock. */
  meetupInMs?: number;
}

/** Where a brand's demo member lives: the profile's city, and what the profiles' lines speak of. */
export interface DemoPlace {
  city: string;
  state: string;
  country: string;
  /** A favourite walk, and the seaside spot for sunsets and the meet-up. */
  walk: string;
  seaside: string;
}

/** Heartline's demo lives in Dublin; Velvet Hour's (US, Canada, the Netherlands) in Amsterdam. */
export const DEMO_PLACES = {
  dublin: { city: 'Dublin', state: 'County Dublin', country: 'IE', walk: 'Howth cliff walk', seaside: 'Dún Laoghaire' },
  amsterdam: { city: 'Amsterdam', state: 'Noord-Holland', country: 'NL', walk: 'The Vondelpark loop', seaside: 'Zandvoort' },
} as const satisfies Record<string, DemoPlace>;

const scriptsFor = (place: DemoPlace): readonly Script[] => [
  {
    lines: [
      {
        from: 'profile',
        agoMs: 26 * HOUR,
        text: `Hi Dana! Your profile made me smile. ${place.city} in the rain or ${place.city} in the sun, which do you prefer?`,
      },
      { from: 'profile', agoMs: 25 * HOUR, text: 'I am more of a sunny-café person myself ☀️' },
    ],
  },
  { lines: [{ from: 'profile', agoMs: 5 * HOUR, text: 'Hey there 😊 I could not scroll past without saying hello. What made you join?' }] },
  {
    lines: [
      { from: 'profile', agoMs: 3 * 24 * HOUR, text: 'Hello! I see we both love long walks. Favourite spot?', read: true },
      { from: 'user', agoMs: 3 * 24 * HOUR - 40 * MINUTE, text: `${place.walk}, every time. You?` },
      {
        from: 'profile',
        agoMs: 2 * 24 * HOUR,
        text: `The pier at ${place.seaside} at sunset. We should compare notes over coffee.`,
        read: true,
      },
      { from: 'profile', agoMs: 2 * 24 * HOUR - 5 * MINUTE, text: 'Me on my last walk there 🌅', read: true, photo: true },
      { from: 'user', agoMs: 2 * 24 * HOUR - 15 * MINUTE, text: 'I would like that!' },
      { from: 'profile', agoMs: 20 * HOUR, text: 'I have proposed a little date in the chat: take a look ☕', read: false },
    ],
    meetupInMs: 3 * 24 * HOUR + 19 * HOUR,
  },
  {
    lines: [
      { from: 'profile', agoMs: 30 * HOUR, text: 'Good morning! Any plans for the weekend?', read: true },
      { from: 'user', agoMs: 3 * HOUR, text: 'Maybe a concert on Saturday. Do you like live music?' },
    ],
  },
  {
    archived: true,
    lines: [
      { from: 'profile', agoMs: 9 * 24 * HOUR, text: 'Hi! Are you a cat person or a dog person?', read: true },
      { from: 'user', agoMs: 9 * 24 * HOUR - 2 * HOUR, text: 'Dogs, definitely.' },
      { from: 'profile', agoMs: 8 * 24 * HOUR, text: 'Then we might not get along 😄 Take care!', read: true },
    ],
  },
];

/** The credits the demo member's seeded messages cost. */
export const DEMO_SEEDED_MESSAGE_CREDITS = scriptsFor(DEMO_PLACES.dublin).reduce(
  (sum, script) => sum + script.lines.filter((line) => line.from === 'user').length,
  0,
);

/** Seeds each brand's demo member's conversations once: not for one who has any already. Answers whether it did. */
export async function seedDemoConversations(db: Database, now: Date): Promise<boolean> {
  const demos = await db
    .select({ id: users.id, brandId: users.brandId, city: users.city })
    .from(users)
    .where(eq(sql`lower(${users.username})`, 'demo'))
    .orderBy(asc(users.id));
  let seeded = false;
  for (const demo of demos) seeded = (await seedConversationsOf(db, demo, now)) || seeded;
  return seeded;
}

async function seedConversationsOf(db: Database, demo: { id: number; brandId: number; city: string | null }, now: Date): Promise<boolean> {
  const [held] = await db.select({ n: count() }).from(conversations).where(eq(conversations.userId, demo.id));
  if ((held?.n ?? 0) > 0) return false;
  const place = Object.values(DEMO_PLACES).find((known) => known.city === demo.city) ?? DEMO_PLACES.dublin;
  const scripts = scriptsFor(place);
  // The first women of the member's brand (demo looks for women), after the few the tests write to.
  const partners = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.brandId, demo.brandId), eq(profiles.gender, 'woman')))
    .orderBy(asc(profiles.id))
    .offset(100)
    .limit(scripts.length);
  if (partners.length < scripts.length) return false;

  const at = (agoMs: number) => new Date(now.getTime() - agoMs);
  await db.transaction(async (tx) => {
    for (const [index, script] of scripts.entries()) {
      const last = script.lines.at(-1)!;
      const [conversation] = await tx
        .insert(conversations)
        .values({
          userId: demo.id,
          profileId: partners[index]!.id,
          archived: script.archived ?? false,
          createdAt: at(script.lines[0]!.agoMs),
          lastMessageAt: at(last.agoMs),
        })
        .returning({ id: conversations.id });
      for (const line of script.lines) {
        const [photo] = line.photo
          ? await tx
              .select({ id: profileImages.id })
              .from(profileImages)
              .where(eq(profileImages.profileId, partners[index]!.id))
              .orderBy(asc(profileImages.position))
              .offset(1)
              .limit(1)
          : [];
        const [message] = await tx
          .insert(messages)
          .values({
            conversationId: conversation!.id,
            userId: demo.id,
            senderType: line.from,
            messageType: photo ? 'attachment' : 'text',
            attachmentProfileImageId: photo?.id ?? null,
            text: line.text,
            sentAt: at(line.agoMs),
            isRead: line.from === 'user' || (line.read ?? false),
          })
          .returning({ id: messages.id });
        if (line.from !== 'user') continue;
        await tx
          .update(users)
          .set({ credits: sql`${users.credits} - 1` })
          .where(eq(users.id, demo.id));
        await tx
          .insert(creditLedger)
          .values({ userId: demo.id, delta: -1, reason: 'message', reference: `message:${message!.id}`, createdAt: at(line.agoMs) });
        // The member's last word waits for the profile's reply in the staff queue.
        if (line === last)
          await tx.insert(messageStock).values({ messageId: message!.id, conversationId: conversation!.id, createdAt: at(line.agoMs) });
      }
      if (script.meetupInMs !== undefined) {
        await tx.insert(meetups).values({
          conversationId: conversation!.id,
          meetDate: new Date(now.getTime() + script.meetupInMs),
          location: `A café on the seafront, ${place.seaside}`,
          cancelInterval: 180,
          description: 'Coffee and a sunset walk along the pier, played out right here in the chat.',
          proposedBy: 'profile',
          createdAt: at(last.agoMs),
          updatedAt: at(last.agoMs),
        });
      }
    }
  });
  return true;
}
