// The terms and conditions a member accepted: the version in force (TERMS_VERSION) and when,
// kept on the member so no device asks again.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export interface UserTermsRepository {
  /** The member accepted the terms of `version` at `at` (the latest acceptance is kept). */
  recordAccepted(id: number, version: string, at: Date): Promise<void>;
}

export function createUserTermsRepository(db: Database): UserTermsRepository {
  return {
    async recordAccepted(id, version, at) {
      await db.update(users).set({ termsAcceptedVersion: version, termsAcceptedAt: at, updatedAt: at }).where(eq(users.id, id));
    },
  };
}
