// Single-use tokens: spending one inserts its id into spent_tokens; a second spend finds the row
// and is refused. The row lives until the token would have expired anyway, so every API
// instance (one shared database) refuses a replay.
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { spentTokens } from '../db/schema';

/** Expired rows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

export interface SpentTokens {
  /** True when this call spent the token; false when it had been spent before (a replay). */
  spend(id: string, expiresAt: Date): Promise<boolean>;
}

export function createSpentTokens(db: Database): SpentTokens {
  let nextSweep = 0;
  return {
    async spend(id, expiresAt) {
      const now = new Date();
      if (now.getTime() >= nextSweep) {
        nextSweep = now.getTime() + SWEEP_EVERY_MS;
        await db.delete(spentTokens).where(lt(spentTokens.expiresAt, now));
      }
      const inserted = await db
        .insert(spentTokens)
        .values({ id, expiresAt })
        .onConflictDoNothing({ target: spentTokens.id })
        .returning({ id: spentTokens.id });
      return inserted.length === 1;
    },
  };
}

