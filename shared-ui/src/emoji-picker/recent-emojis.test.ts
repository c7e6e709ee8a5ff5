import { describe, expect, it } from 'vitest';
import { RECENT_EMOJI_LIMIT } from './constants';
import { mergeRecent, parseRecent, withRecent } from './recent-emojis';
import type { RecentEmoji } from './types';

const emoji = (code: number): RecentEmoji => ({ u: code.toString(16), n: [`emoji ${code}`] });
const codes = (list: readonly RecentEmoji[]) => list.map((entry) => entry.u);

describe('the recent list', () => {
  it('puts a chosen emoji in front, moving it there when it is already in the list', () => {
    const list = [emoji(1), emoji(2), emoji(3)];
    expect(codes(withRecent(list, emoji(9)))).toEqual(['9', '1', '2', '3']);
    expect(codes(withRecent(list, emoji(3)))).toEqual(['3', '1', '2']);
  });

  it('does not change when the chosen emoji is already first', () => {
    const list = [emoji(1), emoji(2)];
    expect(withRecent(list, emoji(1))).toBe(list);
  });

  it('keeps the 24 most recent', () => {
    expect(RECENT_EMOJI_LIMIT).toBe(24);
    const full = Array.from({ length: 24 }, (_, index) => emoji(index + 1));
    const next = withRecent(full, emoji(100));
    expect(next).toHaveLength(24);
    expect(codes(next).slice(0, 2)).toEqual(['64', '1']);
    expect(codes(next)).not.toContain((24).toString(16));
  });

  it('stores only the code and the names of an entry', () => {
    expect(withRecent([], { u: '1f44b', n: ['Waving Hand', 'wave'], v: ['1f44b-1f3fb'] })).toEqual([
      { u: '1f44b', n: ['Waving Hand', 'wave'] },
    ]);
  });

  it('puts choices made during a load before what was loaded, once each', () => {
    expect(codes(mergeRecent([emoji(5), emoji(1)], [emoji(1), emoji(2)]))).toEqual(['5', '1', '2']);
  });

  it('reads back what it stored, and anything else as an empty list', () => {
    const list = [emoji(1), emoji(2)];
    expect(parseRecent(JSON.stringify(list))).toEqual(list);
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('{"u":"1"}')).toEqual([]);
    expect(parseRecent(JSON.stringify([{ u: '<img>', n: ['x'] }, { u: '1f600' }, emoji(1)]))).toEqual([emoji(1)]);
    expect(parseRecent(JSON.stringify(Array.from({ length: 30 }, (_, index) => emoji(index + 1))))).toHaveLength(24);
  });
});
