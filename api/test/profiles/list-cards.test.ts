// A list card's computed parts (profiles/cards.ts): its age and its line are remembered between
// pages (bounded-memo.ts), and must never outlive what they were computed from: the age turns on
// the birthday, a changed about text gets its own line. Its photo's addresses: plain for a free
// photo, signed for a locked one. A card's JSON is kept per profile (list-card-json.ts): a kept
// card must always be the card that would be written afresh.
import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from '../../src/bounded-memo';
import { createMediaSigner, createMediaUrl, signatureBucket } from '../../src/media/media-signatures';
import { toListCard, type ListCardRow, type ProfileImageRow } from '../../src/profiles/cards';
import { createListCardWriter, listCardJson } from '../../src/profiles/list-card-json';

const ORIGIN = 'http://127.0.0.1:4000';
const row: ListCardRow = {
  id: 7,
  username: 'wild_nina',
  birthday: '2002-03-15',
  city: 'Galway',
  about: 'I love the sea at dawn. Ask me about my boat!',
  featured: false,
  premium: true,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  activityAt: new Date('2025-01-01T00:00:00Z'),
};
const photo = (position: number): ProfileImageRow => ({
  id: 40 + position,
  profileId: 7,
  position,
  pathKey: `portraits/v2/7-woman-white-blond-blue-24/${position}`,
  format: 'jpeg',
});

function card(now: string, overrides: Partial<ListCardRow> = {}, image = photo(0)) {
  const at = new Date(now);
  return toListCard({ ...row, ...overrides }, image, createMediaUrl(ORIGIN, createMediaSigner('test-media-secret'), at), at);
}

describe('a list card', () => {
  it('turns a year older on the birthday, and not before, whatever was asked before', () => {
    expect(card('2026-03-14T23:59:59Z').age).toBe(23);
    expect(card('2026-03-15T00:00:00Z').age).toBe(24);
    expect(card('2026-03-14T12:00:00Z').age).toBe(23);
    expect(card('2026-03-15T00:00:00Z', { birthday: '2002-03-16' }).age).toBe(23);
  });

  it("shows the about text's first sentence, and a changed text's own", () => {
    expect(card('2026-03-15T00:00:00Z').bio).toBe('I love the sea at dawn.');
    expect(card('2026-03-15T00:00:00Z', { about: 'Coffee first! Then we talk.' }).bio).toBe('Coffee first!');
    expect(card('2026-03-15T00:00:00Z').bio).toBe('I love the sea at dawn.');
  });

  it('gives a free photo a plain address and a locked one a signed address', () => {
    const free = card('2026-03-15T00:00:00Z', {}, photo(0)).images[0]!;
    expect(free.path.thumb).toBe(`${ORIGIN}/media/portraits/v2/7-woman-white-blond-blue-24/0-thumb.jpg`);
    const locked = card('2026-03-15T00:00:00Z', {}, photo(3)).images[0]!;
    expect(locked.path.thumb).toMatch(/\/3-thumb\.jpg\?exp=\d+&sig=[\w-]{32}$/);
  });
});

/** A card's text as the tests write it (the search's is PostgreSQL's, read by parseCardText), and its reading. */
const textOf = (cardRow: ListCardRow, image: ProfileImageRow | undefined) => JSON.stringify([cardRow, image ?? null]);
const parseText = (text: string) => {
  const [parsed, image] = JSON.parse(text) as [ListCardRow & { createdAt: string; activityAt: string }, ProfileImageRow | null];
  return {
    row: { ...parsed, createdAt: new Date(parsed.createdAt), activityAt: new Date(parsed.activityAt) },
    image: image ?? undefined,
  };
};

/**
 * A card as the search hands it (profile-search.ts): the kept card for its version, else its text.
 * The version here is the text itself: any change makes a new one, as it makes a row's xmin.
 */
function searched(writer: ReturnType<typeof createListCardWriter>, cardRow: ListCardRow, image: ProfileImageRow | undefined) {
  const text = textOf(cardRow, image);
  const known = writer.known(cardRow.id, text);
  return { id: cardRow.id, version: text, known, text: known ? undefined : text };
}

// Each rule holds for a card handed as its row (the landing strip) and by the search (its version).
describe.each(['row', 'search'] as const)("a list card's kept JSON, handed by the %s", (handed) => {
  const signer = createMediaSigner('test-media-secret');

  /** The card as the page writes it, checked against the card written afresh. */
  function written(
    writer: ReturnType<typeof createListCardWriter>,
    now: string,
    overrides: Partial<ListCardRow> = {},
    image = photo(0),
    origin = ORIGIN,
    signedAt = now,
  ) {
    const at = new Date(now);
    const cardRow = { ...row, ...overrides };
    const mediaUrl = createMediaUrl(origin, signer, new Date(signedAt));
    const addresses = `${origin} ${signatureBucket(new Date(signedAt))}`;
    const bytes =
      handed === 'row'
        ? writer.card(cardRow, image, mediaUrl, addresses, at)
        : writer.cardOfSearch(searched(writer, cardRow, image), parseText, mediaUrl, addresses, at);
    expect(bytes.toString('utf8')).toBe(listCardJson(toListCard(cardRow, image, mediaUrl, at)));
    return { bytes, card: JSON.parse(bytes.toString('utf8')) as ReturnType<typeof toListCard> };
  }

  it('is reused while nothing it was written from changed', () => {
    const writer = createListCardWriter();
    const first = written(writer, '2026-03-15T10:00:00Z');
    expect(written(writer, '2026-03-15T10:20:00Z').bytes).toBe(first.bytes);
    expect(writer.size).toBe(1);
  });

  it('shows a changed name, city, line or photo on the next page, not the kept card', () => {
    const writer = createListCardWriter();
    written(writer, '2026-03-15T10:00:00Z');
    expect(written(writer, '2026-03-15T10:00:00Z', { username: 'nina_sea' }).card.username).toBe('nina_sea');
    expect(written(writer, '2026-03-15T10:00:00Z', { username: 'nina_sea', city: 'Cork' }).card.city).toBe('Cork');
    const line = written(writer, '2026-03-15T10:00:00Z', { username: 'nina_sea', city: 'Cork', about: 'Coffee first! Then we talk.' });
    expect(line.card.bio).toBe('Coffee first!');
    const newPhoto = { ...photo(1), id: 99, pathKey: 'uploads/7/new-photo', format: 'png' as const };
    const withPhoto = written(
      writer,
      '2026-03-15T10:00:00Z',
      { username: 'nina_sea', city: 'Cork', about: 'Coffee first! Then we talk.' },
      newPhoto,
    );
    expect(withPhoto.card.images[0]!._id).toBe('99');
    expect(withPhoto.card.images[0]!.path.thumb).toContain('uploads/7/new-photo-thumb.png?exp=');
  });

  it('turns a year older on the birthday though the row and the addresses are the same', () => {
    const writer = createListCardWriter();
    const signedAt = '2026-03-14T23:30:00Z';
    expect(written(writer, '2026-03-14T23:59:59Z', {}, photo(0), ORIGIN, signedAt).card.age).toBe(23);
    expect(written(writer, '2026-03-15T00:00:00Z', {}, photo(0), ORIGIN, signedAt).card.age).toBe(24);
  });

  it("drops the 'online' mark an hour after the last activity, and shows it again after new activity", () => {
    const writer = createListCardWriter();
    const activeAt = { activityAt: new Date('2026-03-15T10:30:00Z') };
    expect(written(writer, '2026-03-15T11:15:00Z', activeAt).card.tags).toContain('online');
    expect(written(writer, '2026-03-15T11:30:01Z', activeAt).card.tags).not.toContain('online');
    expect(written(writer, '2026-03-15T11:30:01Z', { activityAt: new Date('2026-03-15T11:30:00Z') }).card.tags).toContain('online');
  });

  it("signs a locked photo's addresses again each hour, and for each origin", () => {
    const writer = createListCardWriter();
    const locked = photo(3);
    const first = written(writer, '2026-03-15T10:59:59Z', {}, locked).card.images[0]!.path.thumb;
    const nextHour = written(writer, '2026-03-15T11:00:00Z', {}, locked).card.images[0]!.path.thumb;
    expect(nextHour).not.toBe(first);
    expect(Number(new URL(nextHour).searchParams.get('exp'))).toBeGreaterThan(Number(new URL(first).searchParams.get('exp')));
    const elsewhere = written(writer, '2026-03-15T11:00:00Z', {}, locked, 'https://api.example.com').card.images[0]!.path.thumb;
    expect(elsewhere.startsWith('https://api.example.com/media/')).toBe(true);
  });

  it('keeps at most its bound of cards', () => {
    const writer = createListCardWriter(2);
    for (const id of [1, 2, 3]) written(writer, '2026-03-15T10:00:00Z', { id });
    expect(writer.size).toBeLessThanOrEqual(2);
  });
});

describe('a list card the search knows by its version', () => {
  const mediaUrl = createMediaUrl(ORIGIN, createMediaSigner('test-media-secret'), new Date('2026-03-15T10:00:00Z'));
  const addresses = `${ORIGIN} ${signatureBucket(new Date('2026-03-15T10:00:00Z'))}`;

  it('is neither read nor parsed while its version holds; a stale mark or a new age is written again from the kept row', () => {
    const writer = createListCardWriter();
    const parse = vi.fn(parseText);
    const activeAt = { ...row, activityAt: new Date('2026-03-15T09:30:00Z') };
    const first = writer.cardOfSearch(searched(writer, activeAt, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-15T10:00:00Z'));
    expect(parse).toHaveBeenCalledTimes(1);
    // The same version again: the search is told it need not read the card, and the kept bytes come back.
    const again = searched(writer, activeAt, photo(0));
    expect(again.known).toBeDefined();
    expect(writer.cardOfSearch(again, parse, mediaUrl, addresses, new Date('2026-03-15T10:29:00Z'))).toBe(first);
    // 'online' went stale: written again from the kept row (nothing read or parsed), and kept so.
    const stale = writer.cardOfSearch(searched(writer, activeAt, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-15T10:31:00Z'));
    expect(JSON.parse(stale.toString('utf8')).tags).not.toContain('online');
    expect(writer.cardOfSearch(searched(writer, activeAt, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-15T10:45:00Z'))).toBe(
      stale,
    );
    expect(parse).toHaveBeenCalledTimes(1);
    // A new day with the same age: the same bytes; the birthday: a year older.
    const birthdayEve = { ...row, birthday: '2002-03-16' };
    const eve = writer.cardOfSearch(searched(writer, birthdayEve, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-15T23:59:59Z'));
    expect(JSON.parse(eve.toString('utf8')).age).toBe(23);
    const birthday = writer.cardOfSearch(
      searched(writer, birthdayEve, photo(0)),
      parse,
      mediaUrl,
      addresses,
      new Date('2026-03-16T00:00:00Z'),
    );
    expect(JSON.parse(birthday.toString('utf8')).age).toBe(24);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('reads a card whose version changed, though the profile is the same', () => {
    const writer = createListCardWriter();
    const at = new Date('2026-03-15T10:00:00Z');
    writer.cardOfSearch(searched(writer, row, photo(0)), parseText, mediaUrl, addresses, at);
    const moved = searched(writer, { ...row, city: 'Cork' }, photo(0));
    expect(moved.known).toBeUndefined();
    expect(JSON.parse(writer.cardOfSearch(moved, parseText, mediaUrl, addresses, at).toString('utf8')).city).toBe('Cork');
  });

  it('writes a card the search was told it holds, though the writer forgot it meanwhile (another page filled it)', () => {
    const writer = createListCardWriter(1);
    const at = new Date('2026-03-15T10:00:00Z');
    const first = writer.cardOfSearch(searched(writer, row, photo(0)), parseText, mediaUrl, addresses, at);
    const held = searched(writer, row, photo(0));
    writer.card({ ...row, id: 8 }, photo(0), mediaUrl, addresses, at);
    expect(writer.known(row.id, held.version)).toBeUndefined();
    expect(writer.cardOfSearch(held, parseText, mediaUrl, addresses, at)).toBe(first);
  });
});

describe('boundedMemo', () => {
  it('computes a key once, remembers a false or undefined answer too, and forgets everything when full', () => {
    const asked: string[] = [];
    const memo = boundedMemo(2, (key) => {
      asked.push(key);
      return key === 'none' ? undefined : key === 'yes';
    });
    expect([memo('no'), memo('no'), memo('none'), memo('none')]).toEqual([false, false, undefined, undefined]);
    expect(asked).toEqual(['no', 'none']);
    memo('third');
    memo('no');
    expect(asked).toEqual(['no', 'none', 'third', 'no']);
  });

  it('keeps no key longer than its bound', () => {
    let computed = 0;
    const memo = boundedMemo(10, (key) => (computed += 1) && key.length, { maxKeyLength: 4 });
    expect([memo('long key'), memo('long key'), memo('key'), memo('key')]).toEqual([8, 8, 3, 3]);
    expect(computed).toBe(3);
  });
});
