// First-start data: two brands with their companies and products, demo members and staff.
// Runs only while the brands table is empty, in one transaction, so it is safe on every start
// and when several API instances start together.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { agents, brands, companies, products, users } from './schema';
import { HEARTLINE_BRAND, SEED_BRANDS } from './seed-brands';

export interface DemoAccount {
  username: string;
  password: string;
  kind: 'member' | 'agent';
  role: 'member' | 'agent' | 'admin';
  description: string;
}

/** The accounts a fresh database has; the start script prints them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo', password: 'demo12345', kind: 'member', role: 'member', description: 'member, email verified, 20 credits' },
  { username: 'newbie', password: 'newbie12345', kind: 'member', role: 'member', description: 'member, email not verified, 0 credits' },
  { username: 'agent', password: 'agent12345', kind: 'agent', role: 'agent', description: 'agent console' },
  { username: 'admin', password: 'admin12345', kind: 'agent', role: 'admin', description: 'agent console, admin role' },
];

/** Any number, shared by every API instance, so two seeds never interleave. */
const SEED_LOCK_KEY = 7_142_002;

/** Seeds an empty database; answers whether it did. */
export async function seedDatabase(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Hash before the transaction: argon2 is deliberately slow and needs no lock.
  const hashes = new Map(
    await Promise.all(DEMO_ACCOUNTS.map(async (account) => [account.username, await hashPassword(account.password)] as const)),
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

    const heartlineId = brandIds[0]!;
    const timezone = HEARTLINE_BRAND.brand.timezone;
    await tx.insert(users).values([
      {
        brandId: heartlineId,
        username: 'demo',
        email: 'demo@heartline.example',
        passwordHash: passwordOf('demo'),
        firstName: 'Dana',
        lastName: 'Moore',
        emailValidated: true,
        isDoi: true,
        timezone,
        credits: 20,
        birthday: '1990-04-12',
        completeProfilePromotion: true,
      },
      {
        brandId: heartlineId,
        username: 'newbie',
        email: 'newbie@heartline.example',
        passwordHash: passwordOf('newbie'),
        emailValidated: false,
        timezone,
        credits: 0,
      },
    ]);
    await tx.insert(agents).values([
      { username: 'agent', email: 'agent@heartline.example', passwordHash: passwordOf('agent'), firstName: 'Alex', lastName: 'Reed', role: 'agent' },
      { username: 'admin', email: 'admin@heartline.example', passwordHash: passwordOf('admin'), firstName: 'Morgan', lastName: 'Hale', role: 'admin' },
    ]);
    return true;
  });
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  return (row?.count ?? 0) === 0;
}
