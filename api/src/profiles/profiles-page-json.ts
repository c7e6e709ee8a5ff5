// GET /profiles' answer as JSON bytes: the page's cards, each already JSON (list-card-json.ts,
// written by a serializer compiled from the contract's schema, validation/compiled-json.ts), joined
// with the page's counts. The bytes are the same as the contract's parse + JSON.stringify of the
// page (profiles-page-json.test.ts); a page is one copy of its cards' bytes.
const OPEN = Buffer.from('{"profiles":[');
const COMMA = Buffer.from(',');

/** A page as written: its cards' JSON bytes (list-card-json.ts) and its counts. */
export interface WrittenPage {
  cards: readonly Buffer[];
  total: number;
  page: number;
  limit: number;
}

/** The page `{"profiles":[…],"total":…,"page":…,"limit":…}` from its cards' JSON bytes. */
export function profilesPageBytes({ cards, total, page, limit }: WrittenPage): Buffer {
  if (!Number.isSafeInteger(total) || total < 0 || !Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`A profiles page needs whole counts: total ${total}, page ${page}, limit ${limit}`);
  }
  const parts: Buffer[] = [OPEN];
  cards.forEach((card, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(card);
  });
  parts.push(Buffer.from(`],"total":${total},"page":${page},"limit":${limit}}`));
  return Buffer.concat(parts);
}
