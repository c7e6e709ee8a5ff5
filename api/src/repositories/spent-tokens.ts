// Single-use tokens (password reset links, captcha tokens) already used. Spending is one insert,
// so two requests racing with the same token cannot both succeed, on any API instance. Rows past
// their expiry are swept by the captcha's spender (captcha/spent-tokens.ts).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { spentTokens } from '../db/schema';

export interface SpentTokensRepository {
  /** Marks the token spent; false when it already was. Kept until `expiresAt`. */
  spend(id: string, expiresAt: Date): Promise<boolean>;
  isSpent(id: string): Promise<boolean>;
}

export function createSpentTokensRepository(db: Database): SpentTokensRepository {
  return {
    async spend(id, expiresAt) {
      const inserted = await db.insert(spentTokens).values({ id, expiresAt }).onConflictDoNothing().returning({ id: spentTokens.id });
      return inserted.length > 0;
    },
    async isSpent(id) {
      const rows = await db.select({ id: spentTokens.id }).from(spentTokens).where(eq(spentTokens.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}
