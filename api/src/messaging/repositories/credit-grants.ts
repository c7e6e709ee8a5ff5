// Credits added to a member's balance with their ledger row, inside the caller's transaction (a
// purchase's settlement): the balance and the ledger move together or not at all.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import type { CreditReason } from '../tables';

/** The caller's open transaction (any domain's), on which the grant runs. */
export type LedgerTransaction = Database;

export interface CreditGrantRow {
  userId: number;
  /** Credits added (positive). */
  delta: number;
  reason: CreditReason;
  /** What the change is for, e.g. `payment:12`. */
  reference: string;
  at: Date;
}

export interface CreditGrantsRepository {
  /** Runs on `tx` (the caller's transaction); answers the new balance, or null when the member is gone. */
  grant(tx: LedgerTransaction, grant: CreditGrantRow): Promise<number | null>;
}

export function createCreditGrantsRepository(): CreditGrantsRepository {
  return {
    async grant(tx, { userId, delta, reason, reference, at }) {
      const [row] = await tx
        .update(users)
        .set({ credits: sql`${users.credits} + ${delta}` })
        .where(eq(users.id, userId))
        .returning({ credits: users.credits });
      if (!row) return null;
      await tx.insert(creditLedger).values({ userId, delta, reason, reference, createdAt: at });
      return row.credits;
    },
  };
}
