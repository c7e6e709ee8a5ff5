// A list card's JSON, kept per profile as UTF-8 bytes between pages. The same first pages are
// asked for again and again and their cards rarely change, yet building each card's object, its
// six photo addresses (an HMAC each for a locked photo), writing it as JSON and encoding it took
// most of an uncached list request's CPU (api/bench/README.md). A kept card is reused only when
// everything it was written from is unchanged: the row's columns and the photo, the origin and the
// hour its signed addresses are made for (signatureBucket), and the age and marks worked out for
// now ('online' goes stale, the age turns on the birthday). Anything else writes it afresh.
import { profileListCardSchema, type ProfileListCard } from '@heartline/contracts/schemas';
import type { MediaUrl } from '../media/image-files';
import { compiledJson } from '../validation/compiled-json';
import { cardAge, tagsOf, toListCard, type ListCardRow, type ProfileImageRow } from './cards';

/** One card as JSON, by the serializer compiled from the contract (the same bytes as its parse + JSON.stringify). */
export const listCardJson: (card: ProfileListCard) => string = compiledJson(profileListCardSchema);

interface KeptCard {
  row: ListCardRow;
  image: ProfileImageRow | undefined;
  addresses: string;
  age: number;
  tags: string;
  bytes: Buffer;
}

export interface ListCardWriter {
  /**
   * The card of `row` as JSON bytes. `addresses` names what `mediaUrl` builds addresses from at
   * `now` (the origin and the signature hour): a card kept for other addresses is written again.
   */
  card(row: ListCardRow, image: ProfileImageRow | undefined, mediaUrl: MediaUrl, addresses: string, now: Date): Buffer;
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

/** Up to `limit` cards are kept; when full, all are forgotten at once (no bookkeeping per card). */
export function createListCardWriter(limit = 5_000): ListCardWriter {
  const kept = new Map<number, KeptCard>();
  return {
    card(row, image, mediaUrl, addresses, now) {
      const age = cardAge(row.birthday, now);
      const tags = tagsOf(row, now).join(',');
      const known = kept.get(row.id);
      if (
        known &&
        known.addresses === addresses &&
        known.age === age &&
        known.tags === tags &&
        sameRow(known.row, row) &&
        sameImage(known.image, image)
      ) {
        return known.bytes;
      }
      const bytes = Buffer.from(listCardJson(toListCard(row, image, mediaUrl, now)));
      if (kept.size >= limit) kept.clear();
      kept.set(row.id, { row: { ...row }, image: image && { ...image }, addresses, age, tags, bytes });
      return bytes;
    },
    get size() {
      return kept.size;
    },
  };
}
