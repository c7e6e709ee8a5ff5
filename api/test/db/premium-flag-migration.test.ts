// Migration 0024 drops the users row's premium flag (issue 26: VIP is a membership with an end
// date). A member the flag alone made VIP keeps VIP as a real membership of the brand's longest
// membership product; a member already holding a membership gets no second one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { brands, memberships, orders, payments, products, users } from '../../src/db/schema';
import { seedDatabase } from '../../src/demo/seed';
import { seedVipMembership } from '../../src/demo/seed-memberships';
import { migrationsFolder } from '../../src/paths';

const FLAG_MIGRATION = '0024_vip_is_a_membership';
const DAY_MS = 86_400_000;

/**
 * Every migration but the flag's: the schema the seed writes today (a later migration's columns
 * too), with the flag still on the users row. The flag's migration is then run on its own.
 */
function foldersWithoutFlagMigration(): string {
  const dir = mkdtempSync(join(tmpdir(), 'heartline-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  rmSync(join(dir, `${FLAG_MIGRATION}.sql`));
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag !== FLAG_MIGRATION);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const earlier = foldersWithoutFlagMigration();
afterAll(() => rmSync(earlier, { recursive: true, force: true }));

describe('migration 0024 (VIP is a membership)', () => {
  it("turns the premium flag into a membership of the brand's longest membership product, and only where none runs", async () => {
    const client = await PGlite.create();
    try {
      const pglite = drizzle({ client });
      const db = pglite as unknown as Database;
      await migrate(pglite, { migrationsFolder: earlier });
      await seedDatabase(db, { demoAccounts: false, perBrand: 0 });
      const [heartline] = await db.select({ id: brands.id }).from(brands).where(eq(brands.domain, 'localhost'));
      const member = (username: string) => ({
        brandId: heartline!.id,
        username,
        email: `${username}@example.com`,
        passwordHash: 'x',
        timezone: 'Europe/Dublin',
        country: 'IE',
      });
      const [flagged, flaggedAndBought, standard] = await db
        .insert(users)
        .values([member('flagged'), member('bought'), member('standard')])
        .returning({ id: users.id });
      await db.execute(sql`update users set is_premium = true where id in (${flagged!.id}, ${flaggedAndBought!.id})`);
      await seedVipMembership(db, { id: flaggedAndBought!.id, brandId: heartline!.id, country: 'IE' }, new Date());

      // Its statements as the migrator runs them (its breakpoints are SQL comments).
      await client.exec(readFileSync(join(migrationsFolder(), `${FLAG_MIGRATION}.sql`), 'utf8'));

      const held = await db
        .select({ userId: memberships.userId, sku: products.sku, membership: memberships, payment: payments, order: orders })
        .from(memberships)
        .innerJoin(products, eq(products.id, memberships.productId))
        .innerJoin(payments, eq(payments.id, memberships.paymentId))
        .innerJoin(orders, eq(orders.id, payments.orderId));
      const of = (id: number) => held.filter((row) => row.userId === id);
      expect(of(standard!.id)).toEqual([]);
      expect(of(flaggedAndBought!.id)).toHaveLength(1);
      const [converted] = of(flagged!.id);
      expect(of(flagged!.id)).toHaveLength(1);
      // Heartline's longest membership is the bi-annual one, with every feature.
      expect(converted!.sku).toBe('hl-membership-bi-annual');
      expect(converted!.membership.features).toHaveLength(4);
      expect(converted!.membership.endsAt.getTime() - converted!.membership.startsAt.getTime()).toBe(180 * DAY_MS);
      expect(converted!.membership.endsAt.getTime()).toBeGreaterThan(Date.now());
      expect(converted!.membership.renews).toBe(false);
      expect(converted!.payment).toMatchObject({ status: 'succeeded', amountCents: 0 });
      expect(converted!.order.status).toBe('paid');

      const columns = await client.query(
        `select column_name from information_schema.columns where table_name = 'users' and column_name = 'is_premium'`,
      );
      expect(columns.rows).toEqual([]);
      // Nothing more was bought for anyone: one order per membership.
      const [count] = await db
        .select({ orders: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.brandId, heartline!.id));
      expect(count!.orders).toBe(2);
    } finally {
      await client.close();
    }
  });
});
