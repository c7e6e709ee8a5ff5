// A list card's computed parts (profiles/cards.ts): its age and its line are remembered between
// pages (bounded-memo.ts), and must never outlive what they were computed from: the age turns on
// the birthday, a changed about text gets its own line. Its photo's addresses: plain for a free
// photo, signed for a locked one.
import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/bounded-memo';
import { createMediaSigner, createMediaUrl } from '../../src/media/media-signatures';
import { toListCard, type ListCardRow, type ProfileImageRow } from '../../src/profiles/cards';

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
