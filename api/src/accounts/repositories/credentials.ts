// What sign-in reads about a member: the password hash (only here and in the account checks of
// accounts.ts; it never reaches an answer) and whether the account is deactivated, and the
// stamps a sign-in leaves.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Credentials } from '../member-records';

export interface UserCredentialsRepository {
  /** The member of `brandId` with this username (unique on its brand, compared case-insensitively). */
  findByUsername(brandId: number, username: string): Promise<Credentials | null>;
  /** The member of `brandId` with this email (compared case-insensitively). */
  findByEmail(brandId: number, email: string): Promise<Credentials | null>;
  /** Stamps the activity date, and the first-login date the first time. */
  recordSignIn(id: number, at: Date): Promise<void>;
}

const credentialColumns = { id: users.id, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt };

export function createUserCredentialsRepository(db: Database): UserCredentialsRepository {
  return {
    async findByUsername(brandId, username) {
      const [row] = await db
        .select(credentialColumns)
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.username})`, username.trim().toLowerCase())))
        .limit(1);
      return row ?? null;
    },
    async findByEmail(brandId, email) {
      // An email is used by one member per brand (sign-up and email changes keep it so).
      const [row] = await db
        .select(credentialColumns)
        .from(users)
        .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
        .orderBy(asc(users.id))
        .limit(1);
      return row ?? null;
    },
    async recordSignIn(id, at) {
      await db
        .update(users)
        .set({ activityAt: at, firstLoginAt: sql`coalesce(${users.firstLoginAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, id));
    },
  };
}
