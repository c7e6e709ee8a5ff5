// A short-lived cache of GET /profiles answers. The list does not depend on who asks (only on the
// brand, the query and the host the image URLs are built from), and the same first pages are
// asked for again and again; a few seconds of staleness only delays an "online" tag. Each answer
// is kept serialised and, once a client asks for it, compressed: a hit costs neither. Without the
// TTL cache (or past it), a page read again that is byte for byte the same reuses its answer too
// (createSamePages).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { profilesPageBytes, type WrittenPage } from './profiles-page-json';

/** How hard an answer is compressed: `fast` for one that may be sent once, `hard` for one kept and sent many times. */
export type CompressionEffort = 'fast' | 'hard';

/**
 * `fast`: a 39 KB page of 36 cards becomes 4.8 KB in about 60 µs (brotli quality 1), where sending
 * it whole cost the API about 280 µs in `writev` alone on loopback, and a phone eight times the
 * bytes. `hard` (quality 5, gzip 6) for an answer the TTL cache keeps, as it is sent many times.
 */
export function compress(bytes: Buffer, encoding: ContentEncoding, effort: CompressionEffort): Buffer {
  if (effort === 'hard') {
    return encoding === 'br'
      ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(bytes, { level: 6 });
  }
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 1,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(bytes.length),
        },
      })
    : gzipSync(bytes, { level: 1 });
}

/**
 * The smallest brotli window that holds the whole answer (32 KB for a 26 KB page instead of the
 * default 4 MB): the encoder's and the phone's decoder's buffers follow the window, the output
 * barely does, as a back reference never reaches further than the answer's start anyway.
 */
function windowBitsFor(length: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
}

const MAX_ENTRIES = 500;

export type ContentEncoding = 'br' | 'gzip';

/** An answer's JSON (UTF-8) and its compressed forms, each made when first asked for, then reused. */
export class CachedAnswer {
  private readonly encodings = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly body: Buffer,
    private readonly effort: CompressionEffort,
  ) {}

  /** The answer compressed with `encoding` (done once, then reused). */
  bytes(encoding: ContentEncoding): Buffer {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes = compress(this.body, encoding, this.effort);
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }
}

export interface SamePages {
  /** The answer for `page` under `key`: the one kept for it when the page is the same, else a new one (kept). */
  answer(key: string, page: WrittenPage, effort: CompressionEffort): CachedAnswer;
}

/**
 * The last answer of each list query, kept with what it was joined from. Every request reads its
 * page from the database; when the page is the same as last time (the very same kept card bytes,
 * in the same order, and the same counts, so the same JSON), the answer and its compressed forms
 * are reused instead of joined and compressed again. Unlike the TTL cache this never serves a
 * stale page: a changed card is a new Buffer, so its page is written again.
 */
export function createSamePages(limit = MAX_ENTRIES): SamePages {
  const kept = new Map<string, { page: WrittenPage; answer: CachedAnswer }>();
  const same = (a: WrittenPage, b: WrittenPage) =>
    a.total === b.total &&
    a.page === b.page &&
    a.limit === b.limit &&
    a.cards.length === b.cards.length &&
    a.cards.every((card, index) => card === b.cards[index]);
  return {
    answer(key, page, effort) {
      const known = kept.get(key);
      if (known && same(known.page, page)) return known.answer;
      const answer = new CachedAnswer(profilesPageBytes(page), effort);
      if (!known && kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, { page, answer });
      return answer;
    },
  };
}

/** The encoding to answer with for an Accept-Encoding header (brotli first), or null for none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^\s*q=0(\.0*)?\s*$/.test(quality))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export interface ListCache {
  /** Whether answers are kept at all (a TTL of 0 turns the cache off). */
  readonly enabled: boolean;
  get(key: string): CachedAnswer | undefined;
  set(key: string, answer: CachedAnswer): CachedAnswer;
}

/** `clock`: the app's clock in milliseconds (the entries' expiry reads it). */
export function createListCache(ttlMs: number, clock: () => number): ListCache {
  const entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  return {
    enabled: ttlMs > 0,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= clock()) {
        entries.delete(key);
        return undefined;
      }
      return entry.answer;
    },
    set(key, answer) {
      if (ttlMs <= 0) return answer;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { answer, expiresAt: clock() + ttlMs });
      return answer;
    },
  };
}
