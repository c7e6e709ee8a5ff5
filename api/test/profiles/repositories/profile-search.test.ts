// The profile search's query path, below the route: one statement per page, the page's ids read
// from a list index alone, and what `total` means (exact up to a limit, then an estimate).
import { PGlite } from '@electric-sql/pglite';
import {
  EYE_COLOURS,
  HAIR_COLOURS,
  PROFILE_SORT_OPTIONS,
  profilesQuerySchema,
  type ProfilesQueryInput,
} from '@heartline/contracts/schemas';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { profileImages, profiles } from '../../../src/db/schema';
import { latestBirthdayForAge } from '../../../src/profiles/age-bounds';
import { listCardColumns } from '../../../src/profiles/card-columns';
import { parseCardText } from '../../../src/profiles/repositories/profile-search';
import { createProfilesRepository } from '../../../src/profiles/repositories/profiles';
import { setupTestApp } from '../../helpers/app';
import { collect, findPlan, vacuumUntilAllVisible, type PlanNode } from '../../helpers/plans';
import { addRedHairedProfile, heartlineBrandId } from '../../helpers/profiles';

const t = setupTestApp();
let brandId: number;

beforeAll(async () => {
  brandId = await heartlineBrandId(t.app.db);
});

interface Statement {
  text: string;
  params: unknown[];
}

interface Recording {
  db: Database;
  statements: Statement[];
  /** Runs a statement as it was recorded, on the same database. */
  rows<T>(statement: Statement): Promise<T[]>;
}

/** The same database, through a drizzle instance that records every statement it sends. */
function recordingDatabase(): Recording {
  const client = (t.app.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const statements: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
  const db = client instanceof PGlite ? drizzlePglite({ client, logger }) : drizzlePostgres({ client, logger });
  return {
    db: db as unknown as Database,
    statements,
    async rows<T>({ text, params }: Statement) {
      if (client instanceof PGlite) return (await client.query<T>(text, params)).rows;
      return (await client.query(text, params)).rows as T[];
    },
  };
}

const parse = (query: ProfilesQueryInput) => profilesQuerySchema.parse(query);

/** The cards' texts, read by id (the search's second statement, for the cards the caller does not hold). */
const isTextsStatement = ({ text }: Statement) => text.includes('where "profiles"."id" = any(');
/** The statements that read a page (and its total), without the cards' texts. */
const pageStatements = (statements: Statement[]) => statements.filter((statement) => !isTextsStatement(statement));

async function countWhere(condition: SQL): Promise<number> {
  const [row] = await t.app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.brandId, brandId), condition));
  return row!.count;
}

const filterSets: ProfilesQueryInput[] = [
  {},
  { hair: 'blond', bodyType: 'fit' },
  { eyes: 'green,blue', ethnicity: 'asian' },
  { ageMin: '25', ageMax: '30', heightMin: '160' },
  { gender: 'women', relationshipStatus: 'single', page: '3' },
];

/** The stored rows of a search's cards (a list card carries what it draws; the filters read the rest). */
async function storedRows(rows: readonly { id: number }[]) {
  if (rows.length === 0) return [];
  return t.app.db
    .select()
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        rows.map((row) => row.id),
      ),
    );
}

describe('the profile search statement', () => {
  it('answers a page and the total in one statement, and the cards the caller does not hold with their first photos in one more', async () => {
    const { db, statements } = recordingDatabase();
    const repository = createProfilesRepository(db);
    const query = parse({ hair: 'blond', bodyType: 'fit', limit: '10' });
    const search = await repository.search(brandId, query, t.clock.now());

    expect(statements.map(isTextsStatement)).toEqual([false, true]);
    // Every card held: the page's statement alone.
    const held = new Map(search.cards.map((card) => [card.id, card.version]));
    await repository.search(brandId, query, t.clock.now(), (id, version) => (held.get(id) === version ? id : undefined));
    expect(statements.map(isTextsStatement)).toEqual([false, true, false]);
    expect(search.rows).toHaveLength(10);
    expect(search.total).toBe(await countWhere(sql`hair = 'blond' and body_type = 'fit'`));
    const stored = await storedRows(search.rows);
    expect(stored.every((row) => row.brandId === brandId && row.hair === 'blond' && row.bodyType === 'fit')).toBe(true);
    for (const row of search.rows) {
      expect(row.activityAt).toBeInstanceOf(Date);
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(search.images.get(row.id)).toEqual([expect.objectContaining({ profileId: row.id, position: 0, format: 'jpeg' })]);
    }
  });

  it('reads the page from the same rows as the select builder would, dates and photo included', async () => {
    const { db } = recordingDatabase();
    const repository = createProfilesRepository(db);
    const search = await repository.search(brandId, parse({ sortBy: 'username-asc', limit: '5' }), t.clock.now());
    for (const row of search.rows) {
      const card = await repository.findCardInBrand(brandId, row.id);
      // A list card reads the list's columns of the same row (card-columns.ts).
      expect(Object.fromEntries(Object.keys(listCardColumns).map((key) => [key, card?.[key as keyof typeof card]]))).toEqual(row);
      expect(search.images.get(row.id)).toEqual((await repository.firstImages([row.id])).get(row.id));
    }
  });

  it('hands each card as one line of text, whatever its about text holds (line breaks, quotes, backslashes)', async () => {
    const repository = createProfilesRepository(t.app.db);
    const query = parse({ sortBy: 'username-asc', limit: '5' });
    const [first] = (await repository.search(brandId, query, t.clock.now())).rows;
    const [before] = await t.app.db.select({ about: profiles.about }).from(profiles).where(eq(profiles.id, first!.id));
    const about = 'First line.\nSecond "quoted" line\\ with a backslash,\r\na tab\tand Zoë 💬';
    await t.app.db.update(profiles).set({ about }).where(eq(profiles.id, first!.id));
    try {
      const search = await repository.search(brandId, query, t.clock.now());
      expect(search.texts).toHaveLength(5);
      expect(search.texts.every((text) => !text.includes('\n'))).toBe(true);
      expect(search.cards.map((card) => card.id)).toEqual(search.rows.map((row) => row.id));
      expect(search.rows[0]).toMatchObject({ id: first!.id, about });
    } finally {
      await t.app.db.update(profiles).set({ about: before!.about }).where(eq(profiles.id, first!.id));
      // The updates left the row's page not all-visible: the index-only scans below would read it.
      await vacuumUntilAllVisible(t.app.db, 'profiles');
    }
  });

  it('knows each card by the version of its row and photo: a card the caller holds for it is not read, a changed one is', async () => {
    const repository = createProfilesRepository(t.app.db);
    const query = parse({ sortBy: 'username-asc', limit: '6' });
    const first = await repository.search(brandId, query, t.clock.now());
    expect(first.cards).toHaveLength(6);
    expect(first.cards.every((card) => card.known === undefined && card.text !== undefined)).toBe(true);
    const held = new Map(first.cards.map((card) => [card.id, card.version]));
    const known = (id: number, version: string) => (held.get(id) === version ? `held ${id}` : undefined);

    const again = await repository.search(brandId, query, t.clock.now(), known);
    expect(again.cards.map((card) => card.known)).toEqual(first.cards.map((card) => `held ${card.id}`));
    expect(again.cards.every((card) => card.text === undefined)).toBe(true);
    expect(() => again.texts).toThrow(/was not read/);

    const [moved, rephotographed, unphotographed, otherwise] = first.cards;
    const [before] = await t.app.db.select({ city: profiles.city }).from(profiles).where(eq(profiles.id, moved!.id));
    const [photo] = await t.app.db
      .select({ id: profileImages.id, pathKey: profileImages.pathKey })
      .from(profileImages)
      .where(and(eq(profileImages.profileId, rephotographed!.id), eq(profileImages.position, 0)));
    const photosOf = (profileId: number) =>
      t.app.db.select().from(profileImages).where(eq(profileImages.profileId, profileId)).orderBy(profileImages.position);
    const [removed] = await photosOf(unphotographed!.id);
    const [, second] = await photosOf(otherwise!.id);
    await t.app.db.update(profiles).set({ city: 'Cork' }).where(eq(profiles.id, moved!.id));
    await t.app.db
      .update(profileImages)
      .set({ pathKey: `${photo!.pathKey}-new` })
      .where(eq(profileImages.id, photo!.id));
    // The first photo deleted: the card has none now. A later photo changed: the card is the same.
    await t.app.db.delete(profileImages).where(eq(profileImages.id, removed!.id));
    await t.app.db
      .update(profileImages)
      .set({ pathKey: `${second!.pathKey}-new` })
      .where(eq(profileImages.id, second!.id));
    try {
      const changed = await repository.search(brandId, query, t.clock.now(), known);
      const [movedCard, rephotographedCard, unphotographedCard, ...rest] = changed.cards;
      expect(movedCard).toMatchObject({ id: moved!.id, known: undefined });
      expect(movedCard!.version).not.toBe(moved!.version);
      expect(JSON.parse(movedCard!.text!)).toContain('Cork');
      expect(rephotographedCard).toMatchObject({ id: rephotographed!.id, known: undefined });
      expect(JSON.parse(rephotographedCard!.text!)).toContain(`${photo!.pathKey}-new`);
      expect(unphotographedCard).toMatchObject({ id: unphotographed!.id, known: undefined });
      expect(JSON.parse(unphotographedCard!.text!)).not.toContain(removed!.pathKey);
      expect(parseCardText(unphotographedCard!.text!).image).toBeUndefined();
      expect(rest.map((card) => card.known)).toEqual(first.cards.slice(3).map((card) => `held ${card.id}`));

      // The first photo back (a new row at position 0): the card is read again, with it.
      const { id: _removedId, ...photoBack } = removed!;
      await t.app.db.insert(profileImages).values(photoBack);
      const photographedAgain = await repository.search(brandId, query, t.clock.now(), known);
      const againCard = photographedAgain.cards[2]!;
      expect(againCard).toMatchObject({ id: unphotographed!.id, known: undefined });
      expect(againCard.version).not.toBe(unphotographedCard!.version);
      expect(JSON.parse(againCard.text!)).toContain(removed!.pathKey);
    } finally {
      await t.app.db.update(profiles).set({ city: before!.city }).where(eq(profiles.id, moved!.id));
      await t.app.db.update(profileImages).set({ pathKey: photo!.pathKey }).where(eq(profileImages.id, photo!.id));
      await t.app.db.update(profileImages).set({ pathKey: second!.pathKey }).where(eq(profileImages.id, second!.id));
      const [back] = await t.app.db
        .select({ id: profileImages.id })
        .from(profileImages)
        .where(and(eq(profileImages.profileId, unphotographed!.id), eq(profileImages.position, 0)));
      if (!back)
        await t.app.db
          .insert(profileImages)
          .values({ profileId: removed!.profileId, position: 0, pathKey: removed!.pathKey, format: removed!.format });
      await vacuumUntilAllVisible(t.app.db, 'profiles');
    }
  });

  // On PostgreSQL (the production database), every shape of the list reads the page's ids (and
  // the offset before them) from an index-only scan, never a row, whatever the sort and filters.
  // PGlite's planner (PostgreSQL 17, 32-bit) costs a 1,000-profile brand differently and may take
  // the narrower username key plus a dozen rows: as fast at that size, so only PostgreSQL is held
  // to the plan.
  for (const sort of PROFILE_SORT_OPTIONS) {
    it.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')(
      `reads the page's ids from a list index alone when sorted by ${sort}`,
      async () => {
        await vacuumUntilAllVisible(t.app.db, 'profiles');
        const recording = recordingDatabase();
        const repository = createProfilesRepository(recording.db);
        for (const filters of filterSets) {
          recording.statements.length = 0;
          await repository.search(brandId, parse({ ...filters, sortBy: sort, limit: '12' }), t.clock.now());
          const [{ text, params }] = recording.statements as [Statement];
          const [plan] = await recording.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
            text: `explain (analyze, format json) ${text}`,
            params,
          });
          const pagePlan = findPlan(plan!['QUERY PLAN'][0].Plan, (node) => node['Subplan Name'] === 'CTE page');
          const scans = collect(pagePlan!, (node) => /Scan/.test(node['Node Type'])).map((scan) => [
            scan['Node Type'],
            scan['Heap Fetches'],
          ]);
          expect({ filters, scans }).toEqual({ filters, scans: [['Index Only Scan', 0]] });
          // Nor does the rest of the statement visit a row: the cards' versions come with the page's
          // ids (and the total, when counted, from an index too). No photo is read.
          const tables = collect(
            plan!['QUERY PLAN'][0].Plan,
            // Every scan of a table (the CTE's and the count's subquery scans read none).
            (node) => node['Relation Name'] !== undefined,
          ).map((scan) => [scan['Node Type'], scan['Relation Name'], scan['Heap Fetches']]);
          expect({ filters, tables }).toEqual({ filters, tables: tables.map(() => ['Index Only Scan', 'profiles', 0]) });
        }
      },
    );
  }
});

// The shapes without a range run on connections that plan a named statement once, for any
// values (db/client.ts): that one plan must still read the page's ids from a list index alone.
const rangeFree = filterSets.filter(
  (filters) => !('ageMin' in filters || 'ageMax' in filters || 'heightMin' in filters || 'heightMax' in filters),
);
for (const sort of PROFILE_SORT_OPTIONS) {
  it.runIf(process.env.HEARTLINE_TEST_DB === 'postgres')(
    `plans the page's ids from a list index alone once for any values, sorted by ${sort}`,
    async () => {
      await vacuumUntilAllVisible(t.app.db, 'profiles');
      const recording = recordingDatabase();
      const repository = createProfilesRepository(t.app.db, { genericPlansDb: recording.db });
      const pool = (t.app.genericPlansDb as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      try {
        expect((await client.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
        for (const filters of rangeFree) {
          recording.statements.length = 0;
          await repository.search(brandId, parse({ ...filters, sortBy: sort, limit: '12' }), t.clock.now());
          const [{ text, params }] = recording.statements as [Statement];
          await client.query(`prepare generic_search as ${text}`);
          const literals = params.map((value) => (typeof value === 'number' ? String(value) : client.escapeLiteral(String(value))));
          const { rows } = await client.query(`explain (analyze, format json) execute generic_search(${literals.join(', ')})`);
          await client.query('deallocate generic_search');
          const pagePlan = findPlan(rows[0]['QUERY PLAN'][0].Plan, (node) => node['Subplan Name'] === 'CTE page');
          const scans = collect(pagePlan!, (node) => /Scan/.test(node['Node Type'])).map((scan) => [
            scan['Node Type'],
            scan['Heap Fetches'],
          ]);
          // The plan knows the page's size: planned for "a tenth of the brand", it joined the
          // cards by scanning every profile and photo (44 ms instead of 1 on 100,000 profiles).
          expect({ filters, scans, pageRows: pagePlan!['Plan Rows'] }).toEqual({
            filters,
            scans: [['Index Only Scan', 0]],
            pageRows: expect.any(Number),
          });
          expect(pagePlan!['Plan Rows']).toBeLessThanOrEqual(12);
        }
      } finally {
        client.release();
      }
    },
  );
}

describe('the search statements, kept per shape', () => {
  it('run on the generic-plans database without a range, on the main one with a range', async () => {
    const main = recordingDatabase();
    const generic = recordingDatabase();
    const repository = createProfilesRepository(main.db, { genericPlansDb: generic.db });
    const plain = await repository.search(brandId, parse({ hair: 'blond', limit: '8' }), t.clock.now());
    expect((await storedRows(plain.rows)).every((row) => row.hair === 'blond')).toBe(true);
    // The page's statement, then the cards' texts (by id: planned once too).
    expect([main.statements.length, generic.statements.length]).toEqual([0, 2]);
    const ranged = await repository.search(brandId, parse({ hair: 'blond', ageMin: '30', limit: '8' }), t.clock.now());
    expect(ranged.total).toBe(await countWhere(sql`hair = 'blond' and birthday <= ${latestBirthdayForAge(30, t.clock.now())}`));
    expect([main.statements.length, generic.statements.length]).toEqual([1, 3]);
  });

  it('answer each request for its own values when a shape is asked again (a named statement rebound)', async () => {
    const repository = createProfilesRepository(t.app.db);
    for (const hair of ['blond', 'red', 'black', 'blond'] as const) {
      const search = await repository.search(brandId, parse({ hair, bodyType: 'fit', limit: '8' }), t.clock.now());
      expect(search.rows.length).toBeGreaterThan(0);
      expect((await storedRows(search.rows)).every((row) => row.hair === hair && row.bodyType === 'fit')).toBe(true);
      expect(search.total).toBe(await countWhere(sql`hair = ${hair} and body_type = 'fit'`));
    }
  });

  it('still answer past the shapes kept (64), each with its own filters', async () => {
    const repository = createProfilesRepository(t.app.db);
    let shapes = 0;
    for (const sortBy of PROFILE_SORT_OPTIONS) {
      for (let hairs = 1; hairs <= HAIR_COLOURS.length; hairs++) {
        for (let eyes = 1; eyes <= 3; eyes++) {
          const hair = HAIR_COLOURS.slice(0, hairs);
          const eye = EYE_COLOURS.slice(0, eyes);
          const search = await repository.search(
            brandId,
            parse({ sortBy, hair: hair.join(','), eyes: eye.join(','), limit: '4' }),
            t.clock.now(),
          );
          expect(search.rows.length).toBeGreaterThan(0);
          expect((await storedRows(search.rows)).every((row) => hair.includes(row.hair) && eye.includes(row.eyes))).toBe(true);
          shapes++;
        }
      }
    }
    expect(shapes).toBeGreaterThan(64);
  });
});

describe("the search's total", () => {
  it('is exact up to exactTotalUpTo matches, counted in the same statement', async () => {
    const { db, statements } = recordingDatabase();
    const exact = await countWhere(sql`hair = 'red'`);
    expect(exact).toBeGreaterThan(20);
    const search = await createProfilesRepository(db, { exactTotalUpTo: exact }).search(
      brandId,
      parse({ hair: 'red', limit: '20' }),
      t.clock.now(),
    );
    expect(search.total).toBe(exact);
    expect(pageStatements(statements)).toHaveLength(1);
  });

  it("beyond exactTotalUpTo is the planner's estimate, never below exactTotalUpTo + 1", async () => {
    const { db, statements } = recordingDatabase();
    const exact = await countWhere(sql`true`);
    const search = await createProfilesRepository(db, { exactTotalUpTo: 50 }).search(brandId, parse({ limit: '20' }), t.clock.now());
    expect(pageStatements(statements)).toHaveLength(2);
    expect(pageStatements(statements)[1]!.text).toMatch(/^explain \(format json\) select from "profiles" where/);
    expect(search.total).toBeGreaterThan(50);
    // Statistics, not a count: near the truth on this evenly generated data.
    expect(search.total).toBeGreaterThan(exact / 2);
    expect(search.total).toBeLessThan(exact * 2);
  });

  it('never falls below the profiles already paged through, one more after a full page', async () => {
    const { db } = recordingDatabase();
    const repository = createProfilesRepository(db, { exactTotalUpTo: 50 });
    const exact = await countWhere(sql`true`);
    const lastFullPage = exact / 100;
    expect(Number.isInteger(lastFullPage)).toBe(true);
    const full = await repository.search(brandId, parse({ limit: '100', page: String(lastFullPage) }), t.clock.now());
    expect(full.rows).toHaveLength(100);
    expect(full.total).toBeGreaterThanOrEqual(exact + 1);
    const beyond = await repository.search(brandId, parse({ limit: '100', page: String(lastFullPage + 1) }), t.clock.now());
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBeGreaterThanOrEqual(exact);
  });

  it('is exact on a page that ends the list, without counting', async () => {
    const { db, statements } = recordingDatabase();
    const exact = await countWhere(sql`hair = 'red'`);
    const limit = 50;
    const lastPage = Math.ceil(exact / limit);
    expect(exact % limit).not.toBe(0);
    const search = await createProfilesRepository(db, { exactTotalUpTo: 10 }).search(
      brandId,
      parse({ hair: 'red', limit: String(limit), page: String(lastPage) }),
      t.clock.now(),
    );
    expect(search.rows).toHaveLength(exact % limit);
    expect(search.total).toBe(exact);
    expect(pageStatements(statements)).toHaveLength(1);
  });
});

describe("the search's total, reused for totalsTtlMs", () => {
  it('is counted once per brand and filters, then reused by any sort and page until it expires', async () => {
    const { db, statements } = recordingDatabase();
    const repository = createProfilesRepository(db, { totalsTtlMs: 10_000 });
    const exact = await countWhere(sql`hair = 'red'`);
    const now = t.clock.now();
    const first = await repository.search(brandId, parse({ hair: 'red', limit: '5' }), now);
    expect(first.total).toBe(exact);
    expect(pageStatements(statements).at(-1)!.text).toMatch(/count\(\*\)::int from \(select from "profiles"/);

    // A new match within the time: the pages show it, the total is the one counted.
    const added = await addRedHairedProfile(t.app.db, brandId, 'total_reuse_1', t.clock.now());
    try {
      const later = new Date(now.getTime() + 9_000);
      const second = await repository.search(brandId, parse({ hair: 'red', sortBy: 'username-desc', limit: '5', page: '2' }), later);
      expect(second.rows).toHaveLength(5);
      expect(second.total).toBe(exact);
      expect(pageStatements(statements).at(-1)!.text).not.toMatch(/select from "profiles"/);
      // Other filters are counted for themselves.
      await repository.search(brandId, parse({ hair: 'red', eyes: 'blue', limit: '5' }), later);
      expect(pageStatements(statements).at(-1)!.text).toMatch(/select from "profiles"/);

      const expired = await repository.search(brandId, parse({ hair: 'red', limit: '5' }), new Date(now.getTime() + 10_000));
      expect(expired.total).toBe(exact + 1);
    } finally {
      await t.app.db.delete(profiles).where(eq(profiles.id, added));
    }
  });

  it('is exact on a page that ends the list, whatever total was kept', async () => {
    const repository = createProfilesRepository(t.app.db, { totalsTtlMs: 60_000 });
    const exact = await countWhere(sql`hair = 'red'`);
    const now = t.clock.now();
    await repository.search(brandId, parse({ hair: 'red', limit: '5' }), now);
    const added = await addRedHairedProfile(t.app.db, brandId, 'total_reuse_2', t.clock.now());
    try {
      const lastPage = await repository.search(
        brandId,
        parse({ hair: 'red', limit: '100', page: String(Math.ceil((exact + 1) / 100)) }),
        now,
      );
      expect(lastPage.rows).toHaveLength((exact + 1) % 100 || 100);
      expect(lastPage.total).toBe(exact + 1);
    } finally {
      await t.app.db.delete(profiles).where(eq(profiles.id, added));
    }
  });
});
