// A short-lived cache of GET /profiles answers. The list does not depend on who asks (only on the
// brand, the query and the host the image URLs are built from), and the same first pages are
// asked for again and again; a few seconds of staleness only delays an "online" tag. Each answer
// is kept serialised and, once a client asks for it, compressed: a hit costs neither.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * An answer sent once (the cache is off, or the list depends on who asks) is compressed at the
 * fastest settings: a 39 KB page of 36 cards becomes 4.8 KB in about 60 µs (brotli quality 1),
 * where sending it whole cost the API about 280 µs in `writev` alone on loopback, and a phone
 * eight times the bytes. A kept answer is compressed harder once (quality 5, gzip 6), as it is
 * sent many times.
 */
export function compressOnce(bytes: Buffer, encoding: ContentEncoding): Buffer {
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

export class CachedAnswer {
  private readonly encodings = new Map<ContentEncoding, Buffer>();

  /** `body`: the answer's JSON as UTF-8. */
  constructor(readonly body: Buffer) {}

  /** The answer compressed with `encoding` (done once, then reused). */
  encoded(encoding: ContentEncoding): Buffer {
    let bytes = this.encodings.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.body, { level: 6 });
      this.encodings.set(encoding, bytes);
    }
    return bytes;
  }
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
  set(key: string, body: Buffer): CachedAnswer;
}

export function createListCache(ttlMs: number, clock: () => number = Date.now): ListCache {
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
    set(key, body) {
      const answer = new CachedAnswer(body);
      if (ttlMs <= 0) return answer;
      // Oldest first: a Map iterates in insertion order.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { answer, expiresAt: clock() + ttlMs });
      return answer;
    },
  };
}
