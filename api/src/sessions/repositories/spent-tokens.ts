// Single-use tokens (password reset links, captcha tokens and challenges) already used. Spending
// is one insert, so two requests racing with the same token cannot both succeed, on any API
// instance. A row lives until the token would have expired anyway; expired rows are swept on a
// spend, at most once a minute per process, by the app's clock (the one the tokens' expiry is
// reckoned by).
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { spentTokens } from '../../db/schema';

const SWEEP_EVERY_MS = 60_000;

export interface SpentTokensRepository {
  /** Marks the token spent; false when it already was (a replay). Kept until `expiresAt`. */
  spend(id: string, expiresAt: Date): Promise<boolean>;
  isSpent(id: string): Promise<boolean>;
}

export function createSpentTokensRepository(db: Database, clock: () => Date): SpentTokensRepository {
  let nextSweep = 0;
  return {
    async spend(id, expiresAt) {
      const now = clock();
      if (now.getTime() >= nextSweep) {
        nextSweep = now.getTime() + SWEEP_EVERY_MS;
        await db.delete(spentTokens).where(lt(spentTokens.expiresAt, now));
      }
      const inserted = await db.insert(spentTokens).values({ id, expiresAt }).onConflictDoNothing().returning({ id: spentTokens.id });
      return inserted.length > 0;
    },
    async isSpent(id) {
      const rows = await db.select({ id: spentTokens.id }).from(spentTokens).where(eq(spentTokens.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}
