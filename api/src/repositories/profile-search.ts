// GET /profiles' search as one statement, shaped so PostgreSQL serves it from the list indexes
// (db/schema.ts): the page's ids come from an index-only scan (filters, order and offset walk
// index entries, never rows), then only those rows are read, with their first photo, and the
// total is counted from an index too, at most `exactTotalUpTo` + 1 entries. One round trip; a
// member-dependent condition (hiding swiped or blocked profiles) would join `where` unchanged.
//
// The statement is built once per shape (the sort, which filters are set and with how many
// values, first page or not) and kept, so a request binds values and builds no SQL. A kept
// shape is a named statement: each database connection parses it once, and a request sends only
// its values (the unnamed statement sent 1.5 KB of SQL and had it parsed and analysed every
// time: about 165 µs of PostgreSQL's CPU and 95 µs of the API's per request). The pool plans
// named statements for the values at hand (`plan_cache_mode=force_custom_plan`, db/client.ts):
// a generic plan misjudges ranges, and chose a sort over thousands of rows for an age range.
//
// What `total` means: exact up to `exactTotalUpTo` matches (10,000 by default, 278 pages of 36).
// Beyond that, counting every match would cost many times the page itself, so the total is
// PostgreSQL's estimate for the filters (its statistics, in a second short statement), never less
// than `exactTotalUpTo` + 1 nor than the profiles already paged through (+1 after a full page, so
// a client keeps paging). A page that is not full ends the list, so its total is exact.
import type { ProfileSort, ProfilesQuery } from '@heartline/contracts/schemas';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { profileImages, profiles } from '../db/schema';
import { latestBirthdayForAge } from '../profiles/age-bounds';
import type { ProfileCardRow, ProfileImageRow } from '../profiles/cards';
import { profileCardColumns } from './profile-card-columns';

export const EXACT_TOTAL_UP_TO = 10_000;
/** Shapes kept built; real clients use a handful, and past this many a statement is built per request. */
const SHAPES_KEPT_MAX = 64;

export interface ProfileSearchResult {
  rows: ProfileCardRow[];
  /** The first photo of each row (by profile id), read in the same statement. */
  images: Map<number, ProfileImageRow[]>;
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

/** What the statement's text depends on: the sort, which filters hold how many values, first page or not. */
function shapeOf(sort: ProfileSort, values: SearchValues): string {
  const set = (value: unknown) => (value === undefined ? '-' : '+');
  const lists = LIST_FILTER_NAMES.map((name) => values.lists[name].length).join(',');
  return `${sort} ${values.offset === 0 ? 'first' : 'later'} ${lists} ${set(values.bornBy)}${set(values.bornAfter)}${set(values.heightMin)}${set(values.heightMax)}`;
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

// A card row travels as one JSON array (the card columns, then the photo's id, key and format):
// PostgreSQL builds the page as one value, the driver parses it with one JSON.parse. Timestamps
// travel as epoch milliseconds: a Date from a number is instant, from PostgreSQL's microsecond
// ISO text it takes V8's slow parser (a tenth of the request's time in a profile).
const cardColumns = Object.entries(profileCardColumns).map(([key, column]) => ({ key, column, isTimestamp: column.dataType === 'date' }));
const CARD_ROW_JSON = sql.join(
  [
    ...cardColumns.map(({ column, isTimestamp }) => (isTimestamp ? sql`floor(extract(epoch from ${column}) * 1000)` : sql`${column}`)),
    sql`${profileImages.id}`,
    sql`${profileImages.pathKey}`,
    sql`${profileImages.format}`,
  ],
  sql`, `,
);

/** One card row as json_build_array wrote it: the columns in order, then the first photo's. */
function toCardRow(values: unknown[]): { row: ProfileCardRow; image: ProfileImageRow | null } {
  const row: Record<string, unknown> = {};
  cardColumns.forEach(({ key, column, isTimestamp }, index) => {
    const value = values[index];
    row[key] = value === null ? null : isTimestamp ? new Date(value as number) : column.mapFromDriverValue(value);
  });
  const [imageId, pathKey, format] = values.slice(cardColumns.length) as [number | null, string, ProfileImageRow['format']];
  const card = row as ProfileCardRow;
  return { row: card, image: imageId === null ? null : { id: imageId, profileId: card.id, position: 0, pathKey, format } };
}

/** `name` '' is PostgreSQL's unnamed statement (parsed anew each time), for a shape not kept. */
function prepareSearch(db: Database, sort: ProfileSort, values: SearchValues, name: string) {
  const where = searchConditions(values, 'placeholders');
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .orderBy(...ORDER_BY[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  const shown = db.$with('shown').as(db.select({ n: sql<number>`count(*)::int`.as('n') }).from(page));
  // A page with fewer profiles than asked for is the last one: its total needs no count, unless
  // it is empty beyond the end (then the count says where the end was).
  const endsTheList =
    values.offset === 0 ? sql`${shown.n} < ${sql.placeholder('limit')}` : sql`${shown.n} > 0 and ${shown.n} < ${sql.placeholder('limit')}`;
  // Drizzle writes a single-table select's own columns unqualified; these subqueries join
  // tables of their own, so they are nested SQL, whose columns keep their table names.
  const cards = sql`(
    select coalesce(json_agg(json_build_array(${CARD_ROW_JSON}) order by ${sql.join(ORDER_BY[sort], sql`, `)}), '[]'::json)
    from ${page}
    join ${profiles} on ${profiles.id} = ${page.id}
    left join ${profileImages} on ${profileImages.profileId} = ${page.id} and ${profileImages.position} = 0)`;
  const count = sql`(select count(*)::int from (select from ${profiles} where ${where} limit ${sql.placeholder('countCap')}) as capped)`;
  return db
    .with(page, shown)
    .select({
      rows: sql<unknown[][]>`${cards}`,
      total: sql<number>`case when ${endsTheList} then ${sql.placeholder('offset')}::int + ${shown.n} else ${count} end`,
      counted: sql<boolean>`not (${endsTheList})`,
    })
    .from(shown)
    .prepare(name);
}

type PreparedSearch = ReturnType<typeof prepareSearch>;

/** The planner's estimate of how many profiles match (its statistics, no row read). */
async function estimatedMatches(db: Database, values: SearchValues): Promise<number> {
  const where = searchConditions(values, 'values');
  const result = (await db.execute(sql`explain (format json) select from ${profiles} where ${where}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

export interface ProfileSearch {
  search(brandId: number, query: ProfilesQuery, now: Date): Promise<ProfileSearchResult>;
}

let searchesCreated = 0;

export function createProfileSearch(db: Database, exactTotalUpTo = EXACT_TOTAL_UP_TO): ProfileSearch {
  const prepared = new Map<string, PreparedSearch>();
  // Statement names live per connection; a second search on the same pool (tests make several)
  // must not give one of its names to another shape.
  const statementPrefix = `profile_search_${++searchesCreated}_`;

  function statementFor(sort: ProfileSort, values: SearchValues): PreparedSearch {
    const shape = shapeOf(sort, values);
    let statement = prepared.get(shape);
    if (statement) return statement;
    // Past SHAPES_KEPT_MAX shapes, a statement is built per request and not named, so no
    // connection holds more than SHAPES_KEPT_MAX statements.
    const kept = prepared.size < SHAPES_KEPT_MAX;
    statement = prepareSearch(db, sort, values, kept ? `${statementPrefix}${prepared.size}` : '');
    if (kept) prepared.set(shape, statement);
    return statement;
  }

  return {
    async search(brandId, query, now) {
      const values = searchValues(brandId, query, now, exactTotalUpTo);
      const [answer] = await statementFor(query.sortBy, values).execute(placeholderValues(values));
      const images = new Map<number, ProfileImageRow[]>();
      const rows = answer!.rows.map((json) => {
        const { row, image } = toCardRow(json);
        if (image) images.set(row.id, [image]);
        return row;
      });
      let total = answer!.total;
      if (answer!.counted && total > exactTotalUpTo) {
        const pagedThrough = values.offset + rows.length + (rows.length === query.limit ? 1 : 0);
        total = Math.max(await estimatedMatches(db, values), exactTotalUpTo + 1, pagedThrough);
      }
      return { rows, images, total };
    },
  };
}
