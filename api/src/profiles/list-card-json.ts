// A list card's JSON, kept per profile as UTF-8 bytes between pages. The same first pages are
// asked for again and again and their cards rarely change, yet building each card's object, its
// six photo addresses (an HMAC each for a locked photo), writing it as JSON and encoding it took
// most of an uncached list request's CPU (api/bench/README.md). A kept card is reused only when
// everything it was written from is unchanged: the row's columns and the photo, the origin and the
// hour its signed addresses are made for (signatureBucket), and the age and marks worked out for
// now ('online' goes stale, the age turns on the birthday). Anything else writes it afresh.
//
// The search tells each card's version (its row's and its photo's, profile-search.ts) and asks
// `known` whether a card is kept for it: such a card is not read from the database at all, nor
// parsed, nor its row compared; only its age and marks are worked out again for now. The others
// come as the text PostgreSQL wrote for them (`cardOfSearch`).
import { profileListCardSchema, type ProfileListCard } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import { compiledJson } from '../validation/compiled-json';
import { isNewProfile, isOnline } from '@heartline/contracts/rules';
import { cardAge, dayOf, toListCard, type ListCardRow, type ProfileImageRow } from './cards';
import type { SearchCard } from './repositories/profile-search';

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
  /** The version of its row and photo the search read it as, when it did (profile-search.ts). */
  version?: string;
  bytes: Buffer;
}

/** A card's row and photo from the text the search read it as. */
export type CardTextParser = (text: string) => { row: ListCardRow; image: ProfileImageRow | undefined };

/** A card kept for the version the search asked about (opaque to the search). */
export type KnownCard = KeptCard;

/** One card of the search's page: its version, and the kept card for it or its text. */
export type SearchedCard = SearchCard<KnownCard>;

export interface ListCardWriter {
  /**
   * The card of `row` as JSON bytes. `addresses` names what `mediaUrl` builds addresses from at
   * `now` (the origin and the signature hour): a card kept for other addresses is written again.
   */
  card(row: ListCardRow, image: ProfileImageRow | undefined, mediaUrl: MediaUrl, addresses: string, now: Date): Buffer;
  /** The card kept for profile `id` at `version`, if one is (what the search is told it need not read). */
  known(id: number, version: string): KnownCard | undefined;
  /**
   * The same, for a card of the search's page: the kept card's bytes when its addresses, age and
   * marks hold; else it is written again from the kept row, or from the text the search read.
   */
  cardOfSearch(card: SearchedCard, parse: CardTextParser, mediaUrl: MediaUrl, addresses: string, now: Date): Buffer;
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
    known(id, version) {
      const known = kept.get(id);
      return known?.version === version ? known : undefined;
    },
    cardOfSearch({ version, known, text }, parse, mediaUrl, addresses, now) {
      if (known && known.addresses === addresses) {
        const age = known.day === dayOf(now) ? known.age : cardAge(known.row.birthday, now);
        if (known.age === age && known.timed === timedMarks(known.row, now)) return known.bytes;
      }
      if (!known && text === undefined) throw new Error('a card the search did not read must be one kept');
      const { row, image } = known ?? parse(text!);
      const written = card(row, image, mediaUrl, addresses, now);
      written.version = version;
      return written.bytes;
    },
    get size() {
      return kept.size;
    },
  };
}
