// GET /profiles' search as one statement, shaped so PostgreSQL serves it from the list indexes
// (db/schema.ts): the page's ids and their cards' versions come from an index-only scan (filters,
// order and offset walk index entries, never rows), and the total is counted from an index too, at
// most `exactTotalUpTo` + 1 entries. One round trip when the caller holds every card of the page
// for its version; the others' columns are read in a second. A member-dependent condition (hiding
// swiped or blocked profiles) would join `where` unchanged.
//
// The statement is built once per shape (the sort, which filters are set and with how many
// values, the page size, first page or not, counted or not) and kept, so a request binds values and builds no
// SQL. A kept shape is a named statement: each database connection parses it once, and a
// request sends only its values (the unnamed statement sent 1.5 KB of SQL and had it parsed and
// analysed every time: about 165 µs of PostgreSQL's CPU and 95 µs of the API's per request).
// A shape with a range (ages, heights) is planned for the values at hand
// (`plan_cache_mode=force_custom_plan`, db/client.ts): a generic plan misjudges ranges, and chose
// a sort over thousands of rows for an age range. A shape without one is planned once per
// connection (`genericPlansDb`): equalities on list columns pick the same index whatever the
// values, and planning was a third of the statement's time.
//
// What `total` means: exact up to `exactTotalUpTo` matches (10,000 by default, 278 pages of 36).
// Beyond that, counting every match would cost many times the page itself, so the total is
// PostgreSQL's estimate for the filters (its statistics, in a second short statement), never less
// than `exactTotalUpTo` + 1 nor than the profiles already paged through (+1 after a full page, so
// a client keeps paging). A page that is not full ends the list, so its total is exact.
// A counted total is reused for `totalsTtlMs` by every search with the same brand and filters
// (whatever the member, sort or page); those read only their page. When a member-dependent
// condition joins `where`, its total is the kept one less that member's hidden matches (a small
// count of their own), or the key names the member.
import { PROFILE_MAX_PAGE_SIZE, type ProfileSort, type ProfilesQuery } from '@heartline/contracts/schemas';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileImages, profiles } from '../../db/schema';
import { latestBirthdayForAge } from '../age-bounds';
import type { ListCardRow, ProfileImageRow } from '../cards';
import { listCardColumns } from '../card-columns';

export const EXACT_TOTAL_UP_TO = 10_000;
/** Shapes kept built; real clients use a handful, and past this many a statement is built per request. */
const SHAPES_KEPT_MAX = 64;

/**
 * One card of a page: its profile, the version of what the card is written from (the row's and its
 * first photo's), and either what the caller already holds for that version (`known`) or the card's
 * text as PostgreSQL wrote it (a JSON array: the card's columns, then its first photo's), which
 * `parseCardText` reads.
 */
export interface SearchCard<Known> {
  id: number;
  version: string;
  known: Known | undefined;
  text: string | undefined;
}

/** Tells which cards the caller holds for their version: those are not read. */
export type KnownCards<Known> = (id: number, version: string) => Known | undefined;

export interface ProfileSearchResult<Known = never> {
  /** The page's cards, in the page's order. */
  cards: SearchCard<Known>[];
  /** The page's cards' texts (every card's, when the search was not told of any it holds). */
  readonly texts: string[];
  /** The page's rows (each card's text parsed on first read). */
  readonly rows: ListCardRow[];
  /** The first photo of each row (by profile id). */
  readonly images: Map<number, ProfileImageRow[]>;
  total: number;
}

const GENDER_OF_FILTER = { women: 'woman', men: 'man' } as const;
const usernameC = sql`${profiles.username} collate "C"`;

// Every order ends with a unique key, so pages never overlap or skip a profile.
const ORDER_BY: Record<ProfileSort, SQL[]> = {
  'recent-activity': [desc(profiles.activityAt), desc(profiles.id)],
  // The youngest have the latest birthdays.
  'age-asc': [desc(profiles.birthday), desc(profiles.id)],
  'age-desc': [asc(profiles.birthday), asc(profiles.id)],
  'username-asc': [asc(usernameC)],
  'username-desc': [desc(usernameC)],
};

const LIST_FILTERS = {
  bodyType: profiles.bodyType,
  ethnicity: profiles.ethnicity,
  hair: profiles.hair,
  relationshipStatus: profiles.relationshipStatus,
  eyes: profiles.eyes,
  gender: profiles.gender,
} as const;
type ListFilter = keyof typeof LIST_FILTERS;
const LIST_FILTER_NAMES = Object.keys(LIST_FILTERS) as ListFilter[];

/** The statement's parameters, by placeholder name (the absent filters' are never read). */
interface SearchValues {
  brandId: number;
  lists: Record<ListFilter, string[]>;
  /** Born on or before: at least ageMin years old. */
  bornBy?: string;
  /** Born after: younger than ageMax + 1. */
  bornAfter?: string;
  heightMin?: number;
  heightMax?: number;
  limit: number;
  offset: number;
  countCap: number;
}

function searchValues(brandId: number, query: ProfilesQuery, now: Date, exactTotalUpTo: number): SearchValues {
  return {
    brandId,
    lists: {
      bodyType: query.bodyType,
      ethnicity: query.ethnicity,
      hair: query.hair,
      relationshipStatus: query.relationshipStatus,
      eyes: query.eyes,
      gender: query.gender.map((gender) => GENDER_OF_FILTER[gender]),
    },
    // Ranges are inclusive: at least ageMin years old and younger than ageMax + 1.
    bornBy: query.ageMin === undefined ? undefined : latestBirthdayForAge(query.ageMin, now),
    bornAfter: query.ageMax === undefined ? undefined : latestBirthdayForAge(query.ageMax + 1, now),
    heightMin: query.heightMin,
    heightMax: query.heightMax,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    countCap: exactTotalUpTo + 1,
  };
}

/** What the statement's text depends on: the sort, which filters hold how many values, the page size, first page or not. */
function shapeOf(sort: ProfileSort, values: SearchValues): string {
  const set = (value: unknown) => (value === undefined ? '-' : '+');
  const lists = LIST_FILTER_NAMES.map((name) => values.lists[name].length).join(',');
  return `${sort} ${values.limit} ${values.offset === 0 ? 'first' : 'later'} ${lists} ${set(values.bornBy)}${set(values.bornAfter)}${set(values.heightMin)}${set(values.heightMax)}`;
}

/**
 * The filters as SQL, with placeholders for a statement built once (`placeholders`), or with the
 * values themselves (the estimate's EXPLAIN). A list's value i is the placeholder `${name}${i}`.
 */
function searchConditions(values: SearchValues, bind: 'placeholders' | 'values'): SQL {
  const scalar = (name: keyof SearchValues) => (bind === 'placeholders' ? sql.placeholder(name) : values[name]);
  const conditions: SQL[] = [sql`${profiles.brandId} = ${scalar('brandId')}`];
  for (const name of LIST_FILTER_NAMES) {
    const chosen = values.lists[name];
    if (chosen.length === 0) continue;
    const items = chosen.map((value, index) => (bind === 'placeholders' ? sql.placeholder(`${name}${index}`) : sql.param(value)));
    conditions.push(sql`${LIST_FILTERS[name]} in (${sql.join(items, sql`, `)})`);
  }
  if (values.bornBy !== undefined) conditions.push(sql`${profiles.birthday} <= ${scalar('bornBy')}`);
  if (values.bornAfter !== undefined) conditions.push(sql`${profiles.birthday} > ${scalar('bornAfter')}`);
  if (values.heightMin !== undefined) conditions.push(sql`${profiles.heightCm} >= ${scalar('heightMin')}`);
  if (values.heightMax !== undefined) conditions.push(sql`${profiles.heightCm} <= ${scalar('heightMax')}`);
  return and(...conditions)!;
}

/** The placeholders' values, as drizzle's prepared statements take them. */
function placeholderValues(values: SearchValues): Record<string, unknown> {
  const { lists, ...scalars } = values;
  const named: Record<string, unknown> = { ...scalars };
  for (const name of LIST_FILTER_NAMES) lists[name].forEach((value, index) => (named[`${name}${index}`] = value));
  return named;
}

// A page travels as one line per card (`CARD_VERSION_LINE`): the profile's id and the version of
// what its card is written from (`card_version`, which every change of the profile's row or of its
// first photo renews: the triggers of migration 0029). Every list index ends with it, so the page's
// ids and versions come from an index-only scan and no row is visited. A card the API already holds
// for that version is not read at all: the uncached list's cards rarely change, and reading, sending
// and parsing their columns (26 KB a page of 36) cost PostgreSQL and the API more than the rest of
// the request; until migration 0029 the version was the xmin of the profile's row and of its photo's,
// and learning it visited both (36 profiles and 36 photos a page: half of PostgreSQL's time for an
// uncached list). The cards it does not hold are read in a second statement (`CARD_TEXT_LINE`), each
// as one JSON array (the card columns, then the photo's id, key and format), one a line (a JSON text
// holds no raw line break). Timestamps travel as epoch milliseconds: a Date from a number is
// instant, from PostgreSQL's microsecond ISO text it takes V8's slow parser (a tenth of the
// request's time in a profile).
const cardColumns = Object.entries(listCardColumns).map(([key, column]) => ({ key, column, isTimestamp: column.dataType === 'date' }));
const CARD_ROW_JSON = sql.join(
  [
    ...cardColumns.map(({ column, isTimestamp }) => (isTimestamp ? sql`floor(extract(epoch from ${column}) * 1000)` : sql`${column}`)),
    sql`${profileImages.id}`,
    sql`${profileImages.pathKey}`,
    sql`${profileImages.format}`,
  ],
  sql`, `,
);

/** A card the caller may hold: its id (leading, parsed by `leadingId`), then the version of what it is written from. */
const CARD_VERSION_LINE = sql`${profiles.id}::text || ' ' || ${profiles.cardVersion}::text`;
/** A card read: its id and version, a tab (a JSON text escapes tabs), then its row as JSON. */
const CARD_TEXT_LINE = sql`${CARD_VERSION_LINE} || E'\t' || json_build_array(${CARD_ROW_JSON})::text`;

/** The number a line starts with (a card line's profile id). */
function leadingId(line: string): number {
  let id = 0;
  for (let index = 0; index < line.length; index += 1) {
    const digit = line.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) break;
    id = id * 10 + digit;
  }
  return id;
}

/** A page's line: the card's id and version (the line past the id's digits and the space). */
function versionLine(line: string): { id: number; version: string } {
  const id = leadingId(line);
  return { id, version: line.slice(String(id).length + 1) };
}

/** The lines of a string_agg ('' for none). */
const splitLines = (lines: string) => (lines === '' ? [] : lines.split('\n'));

/** A card read: its id, version and text. */
function textLine(line: string): { id: number; version: string; text: string } {
  const tab = line.indexOf('\t');
  const { id, version } = versionLine(line.slice(0, tab));
  return { id, version, text: line.slice(tab + 1) };
}

/** One card row as json_build_array wrote it: the columns in order, then the first photo's. */
export function parseCardText(text: string): { row: ListCardRow; image: ProfileImageRow | undefined } {
  const { row, image } = toCardRow(JSON.parse(text) as unknown[]);
  return { row, image: image ?? undefined };
}

/** The row and first photo of one card's values, in the columns' order. */
function toCardRow(values: unknown[]): { row: ListCardRow; image: ProfileImageRow | null } {
  const row: Record<string, unknown> = {};
  cardColumns.forEach(({ key, column, isTimestamp }, index) => {
    const value = values[index];
    row[key] = value === null ? null : isTimestamp ? new Date(value as number) : column.mapFromDriverValue(value);
  });
  const [imageId, pathKey, format] = values.slice(cardColumns.length) as [number | null, string, ProfileImageRow['format']];
  const card = row as ListCardRow;
  return { row: card, image: imageId === null ? null : { id: imageId, profileId: card.id, position: 0, pathKey, format } };
}

/** The page size as SQL text: a whole number the query schema bounds (never text from a request). */
function pageSizeLiteral(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > PROFILE_MAX_PAGE_SIZE) throw new Error(`not a page size: ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
}

/**
 * `name` '' is PostgreSQL's unnamed statement (parsed anew each time), for a shape not kept.
 * `counted`: whether the statement counts the matches (when no recent total is known) or only
 * reads the page.
 */
function prepareSearch(db: Database, sort: ProfileSort, values: SearchValues, name: string, counted: boolean) {
  const where = searchConditions(values, 'placeholders');
  const order = sql.join(ORDER_BY[sort], sql`, `);
  // Each card's place on the page (`n`, for string_agg's order below) is counted along the index's
  // own order: the planner adds no sort for it.
  const page = db.$with('page').as(
    db
      .select({ id: profiles.id, version: profiles.cardVersion, n: sql<number>`row_number() over (order by ${order})`.as('n') })
      .from(profiles)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      // The page size is written into the statement (drizzle binds a number; an SQL fragment
      // it writes as it is): a plan made once for any values then knows the page holds at most
      // this many rows. Bound as a value, a generic plan assumed a tenth of the brand's
      // profiles and joined them by scanning every profile and photo (44 ms instead of 1).
      .limit(pageSizeLiteral(values.limit))
      .offset(sql.placeholder('offset')),
  );
  const cards = sql`(select coalesce(string_agg(${page.id}::text || ' ' || ${page.version}::text, E'\\n' order by ${page.n}), '') from ${page})`;
  const shown = db.$with('shown').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(page));
  return db
    .with(page, shown)
    .select({
      rows: sql<string>`${cards}`,
      ...(counted ? totalColumns(values, where, shown.n) : { total: sql<number | null>`null::int`, counted: sql<boolean>`false` }),
    })
    .from(shown)
    .prepare(name);
}

/** The total and whether it was counted, for a statement that counts: `n` is how many profiles the page holds. */
function totalColumns(values: SearchValues, where: SQL, n: SQL.Aliased<number>) {
  // A page with fewer profiles than asked for is the last one: its total needs no count, unless
  // it is empty beyond the end (then the count says where the end was).
  const limit = pageSizeLiteral(values.limit);
  const endsTheList = values.offset === 0 ? sql`${n} < ${limit}` : sql`${n} > 0 and ${n} < ${limit}`;
  const count = sql`(select count(*)::int from (select from ${profiles} where ${where} limit ${sql.placeholder('countCap')}) as capped)`;
  return {
    total: sql<number | null>`case when ${endsTheList} then ${sql.placeholder('offset')}::int + ${n} else ${count} end`,
    counted: sql<boolean>`not (${endsTheList})`,
  };
}

type PreparedSearch = ReturnType<typeof prepareSearch>;

/** The search's answer: its rows and photos are parsed from the texts only when read. */
function searchResult<Known>(cards: SearchCard<Known>[], total: number): ProfileSearchResult<Known> {
  let parsed: { rows: ListCardRow[]; images: Map<number, ProfileImageRow[]> } | undefined;
  const texts = () =>
    cards.map(({ id, text }) => {
      if (text === undefined) throw new Error(`the card of profile ${id} was not read: the caller holds it`);
      return text;
    });
  const read = () => {
    if (parsed) return parsed;
    const parsedCards = texts().map(parseCardText);
    parsed = {
      rows: parsedCards.map((card) => card.row),
      images: new Map(parsedCards.flatMap(({ row, image }) => (image ? [[row.id, [image]] as const] : []))),
    };
    return parsed;
  };
  return {
    cards,
    total,
    get texts() {
      return texts();
    },
    get rows() {
      return read().rows;
    },
    get images() {
      return read().images;
    },
  };
}

/** The planner's estimate of how many profiles match (its statistics, no row read). */
async function estimatedMatches(db: Database, values: SearchValues): Promise<number> {
  const where = searchConditions(values, 'values');
  const result = (await db.execute(sql`explain (format json) select from ${profiles} where ${where}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

export interface ProfileSearch {
  /**
   * One page and its total. `known` tells which cards the caller holds for their version: those
   * come back as what it answered, the others with their texts (read in a second statement).
   */
  search<Known = never>(brandId: number, query: ProfilesQuery, now: Date, known?: KnownCards<Known>): Promise<ProfileSearchResult<Known>>;
}

export interface ProfileSearchOptions {
  /** Up to how many matches the total is counted exactly (then estimated). */
  exactTotalUpTo?: number;
  /**
   * For the shapes without a range (ages, heights): the database through connections that plan
   * a named statement once (db/client.ts). Their best plan does not depend on the values (an
   * equality on a list column picks the same index whichever value it is), and planning was a
   * third of the statement's time. A range's plan does: a generic plan misjudges how many rows
   * it keeps, so those run on `db`, planned for their values.
   */
  genericPlansDb?: Database;
  /**
   * How long a counted total is reused for the same brand and filters (any member, sort or
   * page): pages read within it skip the count, the costliest part of the statement. 0 counts
   * every time. The total does not depend on who asks; a page that ends the list still gives
   * its exact total.
   */
  totalsTtlMs?: number;
}

/** Totals kept at most (the oldest go first). */
const TOTALS_KEPT_MAX = 1_000;

let searchesCreated = 0;

export function createProfileSearch(
  db: Database,
  { exactTotalUpTo = EXACT_TOTAL_UP_TO, genericPlansDb, totalsTtlMs = 0 }: ProfileSearchOptions = {},
): ProfileSearch {
  const prepared = new Map<string, PreparedSearch>();
  const totals = new Map<string, { total: number; until: number }>();
  // Statement names live per connection; a second search on the same pool (tests make several)
  // must not give one of its names to another shape.
  const statementPrefix = `profile_search_${++searchesCreated}_`;

  function statementFor(sort: ProfileSort, values: SearchValues, counted: boolean): PreparedSearch {
    const shape = `${shapeOf(sort, values)} ${counted ? 'counted' : 'page'}`;
    let statement = prepared.get(shape);
    if (statement) return statement;
    // Past SHAPES_KEPT_MAX shapes, a statement is built per request and not named, so no
    // connection holds more than SHAPES_KEPT_MAX statements.
    const kept = prepared.size < SHAPES_KEPT_MAX;
    const hasRange =
      values.bornBy !== undefined || values.bornAfter !== undefined || values.heightMin !== undefined || values.heightMax !== undefined;
    const on = kept && !hasRange && genericPlansDb ? genericPlansDb : db;
    statement = prepareSearch(on, sort, values, kept ? `${statementPrefix}${prepared.size}` : '', counted);
    if (kept) prepared.set(shape, statement);
    return statement;
  }

  /** What a total depends on: the brand and the filters' values (not the sort, page or member). */
  const totalKey = (values: SearchValues) =>
    JSON.stringify([values.brandId, values.lists, values.bornBy, values.bornAfter, values.heightMin, values.heightMax]);

  function keepTotal(key: string, total: number, now: Date) {
    if (totalsTtlMs <= 0) return;
    totals.delete(key);
    if (totals.size >= TOTALS_KEPT_MAX) totals.delete(totals.keys().next().value!);
    totals.set(key, { total, until: now.getTime() + totalsTtlMs });
  }

  // The cards the caller does not hold, by id: planned once per connection (an equality on the key).
  const textsStatement = (genericPlansDb ?? db)
    .select({ lines: sql<string>`coalesce(string_agg(${CARD_TEXT_LINE}, E'\\n'), '')` })
    .from(profiles)
    .leftJoin(profileImages, and(eq(profileImages.profileId, profiles.id), eq(profileImages.position, 0)))
    .where(sql`${profiles.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare(`${statementPrefix}texts`);

  /** The page's cards: what the caller holds for their versions, the others read. */
  async function readCards<Known>(
    page: { id: number; version: string }[],
    known: KnownCards<Known> | undefined,
  ): Promise<SearchCard<Known>[]> {
    const cards: SearchCard<Known>[] = page.map(({ id, version }) => ({ id, version, known: known?.(id, version), text: undefined }));
    const unread = cards.filter((card) => card.known === undefined);
    if (unread.length === 0) return cards;
    const [answer] = await textsStatement.execute({ ids: unread.map((card) => card.id) });
    const read = new Map(
      splitLines(answer!.lines)
        .map(textLine)
        .map((line) => [line.id, line]),
    );
    const result: SearchCard<Known>[] = [];
    for (const card of cards) {
      if (card.known !== undefined) result.push(card);
      else {
        // A profile gone since the page was read is left out; one changed since is read as it is now.
        const line = read.get(card.id);
        if (line) result.push({ ...card, version: line.version, text: line.text });
      }
    }
    return result;
  }

  return {
    async search<Known>(brandId: number, query: ProfilesQuery, now: Date, known?: KnownCards<Known>) {
      const values = searchValues(brandId, query, now, exactTotalUpTo);
      const key = totalKey(values);
      const kept = totals.get(key);
      const knownTotal = kept && kept.until > now.getTime() ? kept.total : undefined;
      const [answer] = await statementFor(query.sortBy, values, knownTotal === undefined).execute(placeholderValues(values));
      const page = splitLines(answer!.rows).map(versionLine);
      const cards = await readCards(page, known);
      // Past the profiles on this page, the list holds at least one more after a full page.
      const pagedThrough = values.offset + page.length + (page.length === query.limit ? 1 : 0);
      if (knownTotal !== undefined) {
        // A page that is not full (and not beyond the end) ends the list: its total is exact.
        const endsTheList = page.length < query.limit && (values.offset === 0 || page.length > 0);
        if (endsTheList) return searchResult(cards, values.offset + page.length);
        return searchResult(cards, Math.max(knownTotal, pagedThrough));
      }
      let total = answer!.total!;
      if (answer!.counted && total > exactTotalUpTo) total = Math.max(await estimatedMatches(db, values), exactTotalUpTo + 1, pagedThrough);
      if (answer!.counted) keepTotal(key, total, now);
      return searchResult(cards, total);
    },
  };
}
