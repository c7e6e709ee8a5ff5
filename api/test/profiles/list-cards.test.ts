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

// Each rule holds for a card handed as its row (the landing strip) and as its text (the search).
describe.each(['row', 'text'] as const)("a list card's kept JSON, handed as its %s", (handed) => {
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
        : writer.cardOfText(cardRow.id, textOf(cardRow, image), parseText, mediaUrl, addresses, at);
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

describe('a list card handed as its text', () => {
  const mediaUrl = createMediaUrl(ORIGIN, createMediaSigner('test-media-secret'), new Date('2026-03-15T10:00:00Z'));
  const addresses = `${ORIGIN} ${signatureBucket(new Date('2026-03-15T10:00:00Z'))}`;

  it('is not read again while its text, addresses, age and marks hold; a new day or a stale mark reads it again', () => {
    const writer = createListCardWriter();
    const parse = vi.fn(parseText);
    const activeAt = { ...row, activityAt: new Date('2026-03-15T09:30:00Z') };
    const text = textOf(activeAt, photo(0));
    const first = writer.cardOfText(row.id, text, parse, mediaUrl, addresses, new Date('2026-03-15T10:00:00Z'));
    // The same text again (a new string, as each page's are): the kept bytes, nothing read.
    expect(writer.cardOfText(row.id, textOf(activeAt, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-15T10:29:00Z'))).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    // 'online' went stale: read and written again, and kept so.
    const stale = writer.cardOfText(row.id, text, parse, mediaUrl, addresses, new Date('2026-03-15T10:31:00Z'));
    expect(JSON.parse(stale.toString('utf8')).tags).not.toContain('online');
    expect(parse).toHaveBeenCalledTimes(2);
    expect(writer.cardOfText(row.id, text, parse, mediaUrl, addresses, new Date('2026-03-15T10:45:00Z'))).toBe(stale);
    expect(parse).toHaveBeenCalledTimes(2);
    // A new day with the same age: the same bytes; the birthday: a year older.
    const birthdayEve = { ...row, birthday: '2002-03-16' };
    const eve = writer.cardOfText(row.id, textOf(birthdayEve, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-15T23:59:59Z'));
    expect(JSON.parse(eve.toString('utf8')).age).toBe(23);
    const birthday = writer.cardOfText(row.id, textOf(birthdayEve, photo(0)), parse, mediaUrl, addresses, new Date('2026-03-16T00:00:00Z'));
    expect(JSON.parse(birthday.toString('utf8')).age).toBe(24);
  });

  it('reads a changed text, though the profile is the same', () => {
    const writer = createListCardWriter();
    const at = new Date('2026-03-15T10:00:00Z');
    writer.cardOfText(row.id, textOf(row, photo(0)), parseText, mediaUrl, addresses, at);
    const moved = writer.cardOfText(row.id, textOf({ ...row, city: 'Cork' }, photo(0)), parseText, mediaUrl, addresses, at);
    expect(JSON.parse(moved.toString('utf8')).city).toBe('Cork');
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
