// A list card's JSON, kept per profile as UTF-8 bytes between pages. The same first pages are
// asked for again and again and their cards rarely change, yet building each card's object, its
// six photo addresses (an HMAC each for a locked photo), writing it as JSON and encoding it took
// most of an uncached list request's CPU (api/bench/README.md). A kept card is reused only when
// everything it was written from is unchanged: the row's columns and the photo, the origin and the
// hour its signed addresses are made for (signatureBucket), and the age and marks worked out for
// now ('online' goes stale, the age turns on the birthday). Anything else writes it afresh.
//
// The search hands each card as the text PostgreSQL wrote for it (`cardOfText`): a card whose text
// is the very text a kept card was written from is known without parsing it or building its row,
// which was a third of the API's own CPU of an uncached list request; only its age and marks are
// worked out again for now.
import { profileListCardSchema, type ProfileListCard } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import { compiledJson } from '../validation/compiled-json';
import { isNewProfile, isOnline } from '@heartline/contracts/rules';
import { cardAge, toListCard, type ListCardRow, type ProfileImageRow } from './cards';

/** One card as JSON, by the serializer compiled from the contract (the same bytes as its parse + JSON.stringify). */
export const listCardJson: (card: ProfileListCard) => string = compiledJson(profileListCardSchema);

interface KeptCard {
  row: ListCardRow;
  image: ProfileImageRow | undefined;
  addresses: string;
  age: number;
  /** The UTC day the age was worked out for (it can turn only when the day does). */
  day: number;
  /** The marks that go stale with time ('new', 'online'), as `timedMarks` gives them (the others are the row's). */
  timed: number;
  /** The text the search handed the card as, when it did. */
  text?: string;
  bytes: Buffer;
}

/** A card's row and photo from the text the search read it as. */
export type CardTextParser = (text: string) => { row: ListCardRow; image: ProfileImageRow | undefined };

export interface ListCardWriter {
  /**
   * The card of `row` as JSON bytes. `addresses` names what `mediaUrl` builds addresses from at
   * `now` (the origin and the signature hour): a card kept for other addresses is written again.
   */
  card(row: ListCardRow, image: ProfileImageRow | undefined, mediaUrl: MediaUrl, addresses: string, now: Date): Buffer;
  /**
   * The same, for the card of profile `id` the search read as `text` (one card row as PostgreSQL
   * wrote it): a card kept for the very same text is reused without `parse`, when its addresses,
   * age and marks hold.
   */
  cardOfText(id: number, text: string, parse: CardTextParser, mediaUrl: MediaUrl, addresses: string, now: Date): Buffer;
  /** How many cards are kept (for tests). */
  readonly size: number;
}

const sameRow = (a: ListCardRow, b: ListCardRow) =>
  a.id === b.id &&
  a.username === b.username &&
  a.birthday === b.birthday &&
  a.city === b.city &&
  a.about === b.about &&
  a.featured === b.featured &&
  a.premium === b.premium &&
  a.createdAt.getTime() === b.createdAt.getTime() &&
  a.activityAt.getTime() === b.activityAt.getTime();

const sameImage = (a: ProfileImageRow | undefined, b: ProfileImageRow | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.id === b.id &&
    a.profileId === b.profileId &&
    a.position === b.position &&
    a.pathKey === b.pathKey &&
    a.format === b.format);

const DAY_MS = 86_400_000;
const dayOf = (now: Date) => Math.floor(now.getTime() / DAY_MS);
/** A card's marks that depend on the time (its others depend on its text alone): 'new' 1, 'online' 2. */
const timedMarks = (row: ListCardRow, now: Date) => (isNewProfile(row.createdAt, now) ? 1 : 0) | (isOnline(row.activityAt, now) ? 2 : 0);

/** Up to `limit` cards are kept; when full, all are forgotten at once (no bookkeeping per card). */
export function createListCardWriter(limit = 5_000): ListCardWriter {
  const kept = new Map<number, KeptCard>();

  function card(row: ListCardRow, image: ProfileImageRow | undefined, mediaUrl: MediaUrl, addresses: string, now: Date): KeptCard {
    const age = cardAge(row.birthday, now);
    const timed = timedMarks(row, now);
    const known = kept.get(row.id);
    if (
      known &&
      known.addresses === addresses &&
      known.age === age &&
      known.timed === timed &&
      sameRow(known.row, row) &&
      sameImage(known.image, image)
    ) {
      // Its age holds for today too.
      known.day = dayOf(now);
      return known;
    }
    const bytes = Buffer.from(listCardJson(toListCard(row, image, mediaUrl, now)));
    if (kept.size >= limit) kept.clear();
    const written: KeptCard = {
      row: { ...row },
      image: image && { ...image },
      addresses,
      age,
      day: dayOf(now),
      timed,
      bytes,
    };
    kept.set(row.id, written);
    return written;
  }

  return {
    card: (row, image, mediaUrl, addresses, now) => card(row, image, mediaUrl, addresses, now).bytes,
    cardOfText(id, text, parse, mediaUrl, addresses, now) {
      // Looked up by the profile (a number), then the texts compared: no hashing of the text.
      const known = kept.get(id);
      if (known && known.text === text && known.addresses === addresses) {
        const age = known.day === dayOf(now) ? known.age : cardAge(known.row.birthday, now);
        if (known.age === age && known.timed === timedMarks(known.row, now)) return known.bytes;
      }
      const { row, image } = parse(text);
      const written = card(row, image, mediaUrl, addresses, now);
      written.text = text;
      return written.bytes;
    },
    get size() {
      return kept.size;
    },
  };
}
