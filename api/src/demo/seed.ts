// First-start data: two brands with their companies and products, demo members and staff, then
// the fictitious profiles (seed-profiles.ts). Each part runs only while its table is empty, in
// one transaction under a lock, so it is safe on every start and when several API instances
// start together.
import type { SessionRole } from '@heartline/contracts/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { seedSsoIdentities } from './seed-sso-identities';
import type { Database } from '../db/client';
import type { BrandSeedData } from './seed-brands';
import { agentBrands, agents, brands, companies, creditLedger, products, profiles, users } from '../db/schema';
import { HEARTLINE_BRAND, SEED_BRANDS, VELVET_HOUR_BRAND } from './seed-brands';
import { seedProductPrices } from './seed-product-prices';
import { seedVipMembership } from './seed-memberships';
import { DEMO_PLACES, DEMO_SEEDED_MESSAGE_CREDITS, seedDemoConversations, type DemoPlace } from './seed-conversations';
import { SEED_LOCK_KEY, seedProfiles, type SeedProfilesOptions } from './seed-profiles';

export interface DemoAccount {
  username: string;
  password: string;
  kind: 'member' | 'agent';
  role: SessionRole;
  description: string;
}

/** The accounts a fresh database has; the start script prints them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    password: 'demo12345',
    kind: 'member',
    role: 'member',
    description: 'member on each brand (one account per brand), email verified, 20 credits, 25 likes',
  },
  {
    username: 'newbie',
    password: 'newbie12345',
    kind: 'member',
    role: 'member',
    description: 'member, email not verified, 0 credits, 5 likes',
  },
  {
    username: 'vip',
    password: 'vip12345',
    kind: 'member',
    role: 'member',
    description: 'VIP (premium) member, email verified, 50 credits, 25 likes',
  },
  { username: 'agent', password: 'agent12345', kind: 'agent', role: 'agent', description: 'agent console, both brands' },
  { username: 'agent2', password: 'agent212345', kind: 'agent', role: 'agent', description: 'agent console, Velvet Hour only' },
  { username: 'admin', password: 'admin12345', kind: 'agent', role: 'admin', description: 'agent console, admin role, both brands' },
];

type NewUser = typeof users.$inferInsert;

/**
 * The `demo` member of a brand: a man looking for women, 25 likes. Each brand is its own product
 * with its own members, so each has a `demo` (same password), who signs in on that brand's site.
 */
function demoMember(brandId: number, brand: BrandSeedData['brand'], passwordOf: (username: string) => string, place: DemoPlace): NewUser {
  return {
    brandId,
    username: 'demo',
    email: `demo@${brand.supportEmail.split('@')[1]}`,
    passwordHash: passwordOf('demo'),
    firstName: 'Dana',
    lastName: 'Moore',
    emailValidated: true,
    isDoi: true,
    timezone: brand.timezone,
    // 20 left once the seeded conversations' messages are paid for (seed-conversations.ts).
    credits: 20 + DEMO_SEEDED_MESSAGE_CREDITS,
    likes: 25,
    birthday: '1990-04-12',
    completeProfilePromotion: true,
    ...DEMO_PROFILE_FIELDS,
    city: place.city,
    state: place.state,
    country: place.country,
  };
}

/** Heartline's demo members: demo, newbie (5 likes) and vip (premium: seedVipMembership gives the membership). */
function heartlineMembers(heartlineId: number, passwordOf: (username: string) => string): NewUser[] {
  const timezone = HEARTLINE_BRAND.brand.timezone;
  return [
    demoMember(heartlineId, HEARTLINE_BRAND.brand, passwordOf, DEMO_PLACES.dublin),
    {
      brandId: heartlineId,
      username: 'newbie',
      email: 'newbie@heartline.example',
      passwordHash: passwordOf('newbie'),
      emailValidated: false,
      timezone,
      credits: 0,
      likes: 5,
    },
    {
      brandId: heartlineId,
      username: 'vip',
      email: 'vip@heartline.example',
      passwordHash: passwordOf('vip'),
      firstName: 'Valerie',
      lastName: 'Quinn',
      emailValidated: true,
      isDoi: true,
      timezone,
      credits: 50,
      likes: 25,
      birthday: '1986-09-03',
      gender: 'woman',
      city: 'Cork',
      state: 'County Cork',
      country: 'IE',
      aboutMe: 'Film nights, sea swims and good conversation.',
      lookingForGender: 'man',
      lookingForAgeMin: 30,
      lookingForAgeMax: 50,
      lookingForTags: ['cinema', 'sea swimming'],
    },
  ];
}

const DEMO_PROFILE_FIELDS = {
  gender: 'man',
  city: DEMO_PLACES.dublin.city,
  state: DEMO_PLACES.dublin.state,
  country: DEMO_PLACES.dublin.country,
  lookingForGender: 'woman',
  lookingForAgeMin: 25,
  lookingForAgeMax: 40,
} as const;

export interface SeedOptions extends SeedProfilesOptions {
  /** Create the demo logins, whose passwords are public (never in production). Default true. */
  demoAccounts?: boolean;
}

/** Seeds an empty database; answers whether it seeded anything. */
export async function seedDatabase(db: Database, { demoAccounts = true, ...options }: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const seededAccounts = await seedAccounts(db, demoAccounts, now);
  if (!seededAccounts) await addThemesToDemoBrands(db);
  if (!seededAccounts) await addLocalesToDemoBrands(db);
  await seedProductPrices(db);
  if (demoAccounts && !seededAccounts && (await hasNoProfiles(db))) await addProfileFieldsToDemoMembers(db, now);
  const addedDemo = demoAccounts && !seededAccounts && (await addVelvetHourDemo(db));
  const seededProfiles = await seedProfiles(db, options);
  if (demoAccounts && (seededProfiles || addedDemo)) await seedDemoConversations(db, now);
  const seededIdentities = demoAccounts && (await seedSsoIdentities(db));
  return seededAccounts || seededProfiles || seededIdentities;
}

/**
 * A database seeded before profiles existed: its demo members get what the profiles feature
 * seeds (likes, demo's looking-for, the vip member), once, before its profiles are seeded.
 */
async function addProfileFieldsToDemoMembers(db: Database, now: Date): Promise<void> {
  const [heartline] = await db.select({ id: brands.id }).from(brands).where(eq(brands.domain, HEARTLINE_BRAND.brand.domain)).limit(1);
  if (!heartline) return;
  const [vip] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, 'vip'))
    .limit(1);
  const vipPasswordHash = vip ? '' : await hashPassword(DEMO_ACCOUNTS.find((account) => account.username === 'vip')!.password);
  const members = heartlineMembers(heartline.id, () => vipPasswordHash);
  for (const member of members.filter((row) => row.username !== 'vip')) {
    await db
      .update(users)
      .set({ likes: member.likes })
      .where(and(eq(users.username, member.username), eq(users.likes, 0)));
  }
  await db
    .update(users)
    .set(DEMO_PROFILE_FIELDS)
    .where(and(eq(users.username, 'demo'), isNull(users.gender)));
  if (!vip) {
    const added = await db
      .insert(users)
      .values(members.filter((row) => row.username === 'vip'))
      .onConflictDoNothing()
      .returning({ id: users.id, credits: users.credits, country: users.country });
    await openingCredits(db, added);
    for (const member of added) await seedVipMembership(db, { id: member.id, brandId: heartline.id, country: member.country }, now);
  }
}

/**
 * A database seeded while usernames were unique across brands had one `demo`, on Heartline: Velvet
 * Hour gets its own, once (its conversations follow in seedDemoConversations).
 */
async function addVelvetHourDemo(db: Database): Promise<boolean> {
  const [velvet] = await db.select({ id: brands.id }).from(brands).where(eq(brands.domain, VELVET_HOUR_BRAND.brand.domain)).limit(1);
  if (!velvet) return false;
  const [held] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, velvet.id), eq(sql`lower(${users.username})`, 'demo')))
    .limit(1);
  if (held) return false;
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.find((account) => account.username === 'demo')!.password);
  const added = await db
    .insert(users)
    .values(demoMember(velvet.id, VELVET_HOUR_BRAND.brand, () => passwordHash, DEMO_PLACES.amsterdam))
    .onConflictDoNothing()
    .returning({ id: users.id, credits: users.credits });
  await openingCredits(db, added);
  return added.length > 0;
}

/** The credit ledger's first rows for seeded members: a balance always equals its ledger's sum. */
async function openingCredits(db: Database, members: readonly { id: number; credits: number }[]): Promise<void> {
  const rows = members
    .filter((member) => member.credits > 0)
    .map((member) => ({ userId: member.id, delta: member.credits, reason: 'signup_gift' as const, reference: 'demo seed' }));
  if (rows.length > 0) await db.insert(creditLedger).values(rows);
}

/**
 * A database seeded before brands had themes: the demo brands (by their domains) get theirs, once;
 * a theme already stored, edited or not, is kept.
 */
async function addThemesToDemoBrands(db: Database): Promise<void> {
  for (const { brand } of SEED_BRANDS) {
    if (brand.theme)
      await db
        .update(brands)
        .set({ theme: brand.theme })
        .where(and(eq(brands.domain, brand.domain), isNull(brands.theme)));
  }
}

/**
 * A database seeded before brands had a locale and their own single sign-on: the demo brands get
 * the seed's, once (both columns came in one migration, so a locale still unset marks such a brand).
 */
async function addLocalesToDemoBrands(db: Database): Promise<void> {
  for (const { brand } of SEED_BRANDS) {
    await db
      .update(brands)
      .set({ locale: brand.locale, ssoName: brand.ssoName })
      .where(and(eq(brands.domain, brand.domain), isNull(brands.locale)));
  }
}

async function hasNoProfiles(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).limit(1);
  return row === undefined;
}

/** The brands with their companies and products, and (unless told not to) the demo logins. */
async function seedAccounts(db: Database, demoAccounts: boolean, now: Date): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Hash before the transaction: argon2 is deliberately slow and needs no lock.
  const hashes = new Map(
    demoAccounts
      ? await Promise.all(DEMO_ACCOUNTS.map(async (account) => [account.username, await hashPassword(account.password)] as const))
      : [],
  );
  const passwordOf = (username: string) => hashes.get(username) ?? '';

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;

    const brandIds: number[] = [];
    for (const seed of SEED_BRANDS) {
      const [company] = await tx.insert(companies).values(seed.company).returning({ id: companies.id });
      const [brand] = await tx
        .insert(brands)
        .values({ ...seed.brand, companyId: company!.id })
        .returning({ id: brands.id });
      await tx.insert(products).values(seed.products.map((product) => ({ ...product, brandId: brand!.id })));
      brandIds.push(brand!.id);
    }

    if (!demoAccounts) return true;
    const velvetHourDemo = demoMember(brandIds[1]!, VELVET_HOUR_BRAND.brand, passwordOf, DEMO_PLACES.amsterdam);
    const members = await tx
      .insert(users)
      .values([...heartlineMembers(brandIds[0]!, passwordOf), velvetHourDemo])
      .returning({ id: users.id, credits: users.credits, username: users.username, country: users.country });
    await openingCredits(tx, members);
    const vip = members.find((member) => member.username === 'vip');
    if (vip) await seedVipMembership(tx, { id: vip.id, brandId: brandIds[0]!, country: vip.country }, now);
    const staff = await tx
      .insert(agents)
      .values([
        {
          username: 'agent',
          email: 'agent@heartline.example',
          passwordHash: passwordOf('agent'),
          firstName: 'Alex',
          lastName: 'Reed',
          role: 'agent',
        },
        {
          username: 'agent2',
          email: 'agent2@heartline.example',
          passwordHash: passwordOf('agent2'),
          firstName: 'Sam',
          lastName: 'Ortiz',
          role: 'agent',
        },
        {
          username: 'admin',
          email: 'admin@heartline.example',
          passwordHash: passwordOf('admin'),
          firstName: 'Morgan',
          lastName: 'Hale',
          role: 'admin',
        },
      ])
      .returning({ id: agents.id, username: agents.username });
    // Scopes: agent and admin work for both brands, agent2 for Velvet Hour alone.
    await tx
      .insert(agentBrands)
      .values(
        staff.flatMap((member) =>
          (member.username === 'agent2' ? [brandIds[1]!] : brandIds).map((brandId) => ({ agentId: member.id, brandId })),
        ),
      );
    return true;
  });
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  return (row?.count ?? 0) === 0;
}
