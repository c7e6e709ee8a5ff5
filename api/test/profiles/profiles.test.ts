import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ageFromBirthday } from '@heartline/contracts/rules';
import {
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  profilesPageSchema,
  type ProfilesPage,
} from '@heartline/contracts/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema';
import { heartlineBrandId } from '../helpers/profiles';
import { anonymous, setupTestApp } from '../helpers/app';
import { signInMember, type SignedInMember } from '../helpers/members';

const t = setupTestApp();
let demo: SignedInMember;
let heartlineId: number;

beforeAll(async () => {
  demo = await signInMember(t.app, 'demo');
  heartlineId = await heartlineBrandId(t.app.db);
});

async function search(query: string, headers: Record<string, string> = demo.headers): Promise<ProfilesPage> {
  const response = await t.app.inject({ method: 'GET', url: `/profiles?${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`GET /profiles?${query}: ${response.statusCode} ${response.body}`);
  return profilesPageSchema.parse(response.json());
}

type StoredProfile = typeof profiles.$inferSelect;

/** The stored profiles of a page, in its order: a card carries what it draws, the filters read the rest. */
async function storedOf(page: ProfilesPage): Promise<StoredProfile[]> {
  const ids = page.profiles.map((profile) => Number(profile._id));
  const rows = ids.length === 0 ? [] : await t.app.db.select().from(profiles).where(inArray(profiles.id, ids));
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return page.profiles.map((profile) => byId.get(profile._id)!);
}

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.brandId, heartlineId), condition));
  return row!.count;
}

describe('GET /profiles filters', () => {
  const listFilters = [
    ['bodyType', BODY_TYPES, 'body_type', (p: StoredProfile) => p.bodyType],
    ['hair', HAIR_COLOURS, 'hair', (p: StoredProfile) => p.hair],
    ['eyes', EYE_COLOURS, 'eyes', (p: StoredProfile) => p.eyes],
    ['ethnicity', ETHNICITIES, 'ethnicity', (p: StoredProfile) => p.ethnicity],
    ['relationshipStatus', RELATIONSHIP_STATUSES, 'relationship_status', (p: StoredProfile) => p.relationshipStatus],
  ] as const;

  for (const [param, values, column, read] of listFilters) {
    it(`narrows ${param} to the chosen values, with the matching total`, async () => {
      const chosen = [values[0], values[values.length - 1]];
      const page = await search(`${param}=${chosen.join(',')}&limit=100`);
      expect(page.profiles.length).toBeGreaterThan(0);
      expect((await storedOf(page)).every((profile) => chosen.includes(read(profile) as never))).toBe(true);
      expect(page.total).toBe(
        await countWhere(
          sql`${sql.identifier(column)} in (${sql.join(
            chosen.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        ),
      );
    });
  }

  it('narrows gender: women are women, men are men', async () => {
    const women = await search('gender=women&limit=100');
    const men = await search('gender=men&limit=100');
    expect((await storedOf(women)).every((profile) => profile.gender === 'woman')).toBe(true);
    expect((await storedOf(men)).every((profile) => profile.gender === 'man')).toBe(true);
    expect(women.total + men.total).toBe((await search('limit=1')).total);
  });

  it('keeps age and height ranges inclusive at both ends', async () => {
    const ages = await search('ageMin=30&ageMax=31&limit=100');
    expect(ages.total).toBeGreaterThan(0);
    expect(new Set(ages.profiles.map((profile) => profile.age))).toEqual(new Set([30, 31]));
    const now = t.clock.now();
    const stored = await storedOf(ages);
    ages.profiles.forEach((profile, index) => expect(ageFromBirthday(stored[index]!.birthday, now)).toBe(profile.age));

    const heights = await search('heightMin=170&heightMax=170&limit=100');
    expect(heights.total).toBe(await countWhere(sql`height_cm = 170`));
    expect(heights.profiles.length).toBeGreaterThan(0);
    expect((await storedOf(heights)).every((profile) => profile.heightCm === 170)).toBe(true);

    const ends = await search('ageMin=18&ageMax=18&heightMin=150&heightMax=200');
    expect(ends.profiles.every((profile) => profile.age === 18)).toBe(true);
  });

  it('combines filters (all must hold)', async () => {
    const page = await search('hair=blond&bodyType=fit&gender=women&limit=100');
    expect(page.total).toBe(await countWhere(sql`hair = 'blond' and body_type = 'fit' and gender = 'woman'`));
    expect((await storedOf(page)).every((p) => p.hair === 'blond' && p.bodyType === 'fit' && p.gender === 'woman')).toBe(true);
  });
});

describe('GET /profiles sorting and paging', () => {
  it('starts on page 1 with 36 cards sorted by recent activity, each with its flags and first image', async () => {
    const page = await search('');
    expect(page).toMatchObject({ page: 1, limit: 36 });
    expect(page.profiles).toHaveLength(36);
    expect(page.total).toBeGreaterThanOrEqual(1000);
    const activity = page.profiles.map((profile) => Date.parse(profile.activityDate!));
    expect(activity).toEqual(activity.toSorted((a, b) => b - a));
    // The most recently active are online (within the hour).
    expect(page.profiles[0]!.tags).toContain('online');
    for (const profile of page.profiles) {
      expect(profile.images).toHaveLength(1);
      expect(profile.images[0]!.path.thumb).toMatch(/^http:\/\/localhost(:80)?\/media\/portraits\/.+-thumb\.jpg$/);
    }
  });

  it('carries what a card draws and nothing else: its first photo in the two sizes a card uses', async () => {
    const page = await search('limit=36');
    for (const profile of page.profiles) {
      expect(Object.keys(profile).toSorted()).toEqual(
        ['_id', 'activityDate', 'age', 'bio', 'city', 'createDate', 'images', 'tags', 'username'].filter((key) => key in profile),
      );
      expect(Object.keys(profile)).not.toEqual(expect.arrayContaining(['profile', 'height', 'hair', 'eyes', 'body', 'gender', 'country']));
      const [image] = profile.images;
      expect(Object.keys(image!.path).toSorted()).toEqual(['medium', 'thumb']);
      expect(Object.keys(image!.webp!).toSorted()).toEqual(['medium', 'thumb']);
    }
  });

  it('gives each card a line about the person, the first sentence of its about text, and its photo as WebP too', async () => {
    const page = await search('limit=12');
    const abouts = new Map(
      (await t.app.db.select({ id: profiles.id, about: profiles.about }).from(profiles).where(eq(profiles.brandId, heartlineId))).map(
        (row) => [String(row.id), row.about],
      ),
    );
    for (const profile of page.profiles) {
      const about = abouts.get(profile._id)!;
      expect(profile.bio).toBeTruthy();
      expect(about.startsWith(profile.bio!)).toBe(true);
      expect(profile.bio).toMatch(/[.!?]$/);
      expect(profile.bio!.length).toBeLessThan(about.length);
      const { path, webp } = profile.images[0]!;
      expect(webp?.thumb).toBe(path.thumb!.replace(/\.jpg$/, '.webp'));
      expect(webp?.medium).toBe(path.medium.replace(/\.jpg$/, '.webp'));
    }
  });

  it.each([
    ['age-asc', (a: StoredProfile, b: StoredProfile) => a.birthday! >= b.birthday!],
    ['age-desc', (a: StoredProfile, b: StoredProfile) => a.birthday! <= b.birthday!],
    ['username-asc', (a: StoredProfile, b: StoredProfile) => a.username < b.username],
    ['username-desc', (a: StoredProfile, b: StoredProfile) => a.username > b.username],
    ['recent-activity', (a: StoredProfile, b: StoredProfile) => a.activityAt >= b.activityAt],
  ] as const)('sorts by %s across page boundaries', async (sortBy, inOrder) => {
    const first = await search(`sortBy=${sortBy}&limit=50&page=1`);
    const second = await search(`sortBy=${sortBy}&limit=50&page=2`);
    const list = [...(await storedOf(first)), ...(await storedOf(second))];
    expect(new Set(list.map((profile) => profile.id)).size).toBe(100);
    const outOfOrder = list.findIndex((profile, i) => i > 0 && !inOrder(list[i - 1]!, profile));
    expect(outOfOrder).toBe(-1);
  });

  it('sorts ages from the youngest (18) or the oldest (70)', async () => {
    expect((await search('sortBy=age-asc&limit=1')).profiles[0]!.age).toBe(18);
    expect((await search('sortBy=age-desc&limit=1')).profiles[0]!.age).toBe(70);
  });

  it('takes the order from sortBy, the name of member spec §7', async () => {
    const byActivity = await search('limit=5');
    const byName = await search('sortBy=username-asc&limit=5');
    const names = byName.profiles.map((profile) => profile.username);
    expect(names).toEqual(names.toSorted());
    expect(byName.profiles.map((profile) => profile._id)).not.toEqual(byActivity.profiles.map((profile) => profile._id));
    expect((await search('sortBy=username-desc&limit=1')).profiles[0]!.username).not.toBe(names[0]);
  });

  it('answers an empty page with the right total beyond the end', async () => {
    const all = await search('hair=red&limit=100');
    const beyond = await search(`hair=red&limit=100&page=${Math.ceil(all.total / 100) + 1}`);
    expect(beyond).toMatchObject({ profiles: [], total: all.total });
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['sortBy=height-asc', 'sortBy'],
    ['hair=purple', 'hair'],
    ['ageMin=40&ageMax=30', 'ageMax'],
    ['heightMin=abc', 'heightMin'],
  ])('refuses %s with a 400 naming the parameter', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/profiles?${query}`, headers: demo.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}`));
  });
});

describe('GET /profiles for the landing page', () => {
  it('lists featured and premium cards of the Origin brand with the public API key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/profiles?limit=8&type=landing&premium=true',
      headers: { ...anonymous, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:4000' },
    });
    expect(response.statusCode).toBe(200);
    const page = profilesPageSchema.parse(response.json());
    expect(page.profiles).toHaveLength(8);
    for (const profile of page.profiles) {
      expect(profile.tags.some((tag) => tag === 'featured' || tag === 'premium')).toBe(true);
      expect(profile.images[0]!.path.medium.startsWith('http://127.0.0.1:4000/media/')).toBe(true);
    }
    const ids = page.profiles.map((profile) => Number(profile._id));
    const rows = await t.app.db
      .select({ brandId: profiles.brandId })
      .from(profiles)
      .where(
        sql`${profiles.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(new Set(rows.map((row) => row.brandId)).has(heartlineId)).toBe(false);
  });

  it('finds the brand by the domain parameter when there is no Origin', async () => {
    const page = await search('limit=4&type=landing&premium=true&domain=localhost', anonymous);
    expect(page.profiles).toHaveLength(4);
  });

  it('keeps the search itself for signed-in members', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/profiles', headers: anonymous });
    expect(response.statusCode).toBe(401);
  });
});

describe('media', () => {
  it('serves the card images with long cache headers', async () => {
    const page = await search('limit=1');
    const url = new URL(page.profiles[0]!.images[0]!.path.thumb!);
    const response = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });

  it('does not serve files outside the media folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/../package.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /profiles answers sent once (the list cache off)', () => {
  it('are compressed for a client that accepts it, to the same page', async () => {
    const url = '/profiles?limit=36&sortBy=username-asc';
    const plain = await t.app.inject({ method: 'GET', url, headers: demo.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { ...demo.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { ...demo.headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
  it('show a changed card at once, compressed too, though an unchanged page reuses its answer', async () => {
    const url = '/profiles?limit=12&sortBy=username-asc';
    const headers = { ...demo.headers, 'accept-encoding': 'br' };
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.headers['content-encoding']).toBe('br');
      return { raw: response.rawPayload, page: JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as ProfilesPage };
    };
    const first = await read();
    expect((await read()).raw.equals(first.raw)).toBe(true);
    const id = Number(first.page.profiles[0]!._id);
    const [before] = await t.app.db.select({ city: profiles.city }).from(profiles).where(eq(profiles.id, id));
    await t.app.db.update(profiles).set({ city: 'Kilkenny-on-Sea' }).where(eq(profiles.id, id));
    try {
      const changed = await read();
      expect(changed.page.profiles[0]!.city).toBe('Kilkenny-on-Sea');
      expect(changed.page.profiles.slice(1)).toEqual(first.page.profiles.slice(1));
    } finally {
      await t.app.db.update(profiles).set({ city: before!.city }).where(eq(profiles.id, id));
    }
    expect((await read()).page).toEqual(first.page);
  });
});
