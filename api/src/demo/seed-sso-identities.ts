// The identity provider's first accounts: one matching the demo member (single sign-on lands in
// the app) and one no brand knows (single sign-on answers not_found).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { ssoIdentities } from '../db/schema';

export const SSO_SEED_IDENTITIES = [
  { email: 'demo@heartline.example', password: 'demo12345', displayName: 'Dana Moore', description: 'the demo member: signs in' },
  { email: 'stranger@heartline-id.example', password: 'stranger12345', displayName: 'Sam Stranger', description: 'no member: not_found' },
] as const;

/** Seeds the identities while the table is empty; answers whether it did. */
export async function seedSsoIdentities(db: Database): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const rows = await Promise.all(
    SSO_SEED_IDENTITIES.map(async ({ email, password, displayName }) => ({
      email,
      displayName,
      passwordHash: await hashPassword(password),
    })),
  );
  // Two instances starting together: the unique email index keeps the second insert out.
  const inserted = await db.insert(ssoIdentities).values(rows).onConflictDoNothing().returning({ id: ssoIdentities.id });
  return inserted.length > 0;
}

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(ssoIdentities);
  return (row?.count ?? 0) === 0;
}
