// The credit ledger's door for other domains (`app.messaging.credits`): a purchase adds credits
// through here, in its own transaction, so that a balance always equals its ledger's sum.
import type { CreditGrantsRepository, CreditGrantRow, LedgerTransaction } from './repositories/credit-grants';

export type CreditGrant = Omit<CreditGrantRow, 'reason'> & { reason: 'purchase' | 'refund' | 'staff_adjustment' };

export interface Credits {
  /**
   * Adds `delta` credits and writes their ledger row on `tx`, the caller's open transaction (the
   * caller commits both with its own change, or neither). Answers the new balance (null: no such member).
   */
  grantInTransaction(tx: LedgerTransaction, grant: CreditGrant): Promise<number | null>;
}

export function createCredits(repository: CreditGrantsRepository): Credits {
  return {
    grantInTransaction(tx, grant) {
      if (!Number.isInteger(grant.delta) || grant.delta <= 0) throw new Error('A credit grant adds a positive whole number of credits');
      return repository.grant(tx, grant);
    },
  };
}
