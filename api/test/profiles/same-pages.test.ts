// A list page read again reuses its answer (and its compressed forms) only when it is the same
// page: the very same kept card bytes in the same order, and the same counts (list-cache.ts).
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSamePages } from '../../src/profiles/list-cache';
import type { WrittenPage } from '../../src/profiles/profiles-page-json';

const card = (id: number) => Buffer.from(`{"_id":"${id}","username":"p${id}","age":30,"tags":[],"images":[]}`);

describe('createSamePages', () => {
  const one = card(1);
  const two = card(2);

  it('reuses the answer and its compression for the same cards and counts', () => {
    const pages = createSamePages();
    const first = pages.answer('q', { cards: [one, two], total: 2, page: 1, limit: 36 }, 'fast');
    const compressed = first.bytes('br');
    const again = pages.answer('q', { cards: [one, two], total: 2, page: 1, limit: 36 }, 'fast');
    expect(again).toBe(first);
    expect(again.bytes('br')).toBe(compressed);
    expect(JSON.parse(brotliDecompressSync(compressed).toString()).profiles.map((p: { _id: string }) => p._id)).toEqual(['1', '2']);
  });

  it('writes the page again when a card was written again, the order or a count changed, or for another query', () => {
    const pages = createSamePages();
    const first = pages.answer('q', { cards: [one, two], total: 2, page: 1, limit: 36 }, 'fast');
    const rewritten = pages.answer('q', { cards: [one, card(2)], total: 2, page: 1, limit: 36 }, 'fast');
    expect(rewritten).not.toBe(first);
    const reordered = pages.answer('q', { cards: [two, one], total: 2, page: 1, limit: 36 }, 'fast');
    expect(JSON.parse(reordered.body.toString()).profiles.map((p: { _id: string }) => p._id)).toEqual(['2', '1']);
    const recounted = pages.answer('q', { cards: [two, one], total: 3, page: 1, limit: 36 }, 'fast');
    expect(JSON.parse(recounted.body.toString()).total).toBe(3);
    expect(pages.answer('other', { cards: [two, one], total: 3, page: 1, limit: 36 }, 'fast')).not.toBe(recounted);
  });

  it('keeps at most its bound of queries', () => {
    const pages = createSamePages(2);
    const page: WrittenPage = { cards: [one], total: 1, page: 1, limit: 36 };
    const a = pages.answer('a', page, 'fast');
    pages.answer('b', page, 'fast');
    pages.answer('c', page, 'fast');
    expect(pages.answer('a', page, 'fast')).not.toBe(a);
  });
});
