// Accounts of the built-in identity provider ("Heartline ID"): not members of any brand, but
// people a brand may recognise by their email address.
import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { ssoIdentities } from '../../db/schema';

export interface SsoIdentity {
  id: number;
  email: string;
  displayName: string;
}

export interface SsoIdentitiesRepository {
  /** The identity when the email and password match; null otherwise (same cost either way). */
  signIn(email: string, password: string): Promise<SsoIdentity | null>;
  /** Creates the identity; null when the email is already used (any case). */
  create(input: { email: string; displayName: string; password: string }): Promise<SsoIdentity | null>;
  findById(id: number): Promise<SsoIdentity | null>;
}

const identityColumns = { id: ssoIdentities.id, email: ssoIdentities.email, displayName: ssoIdentities.displayName };

export function createSsoIdentitiesRepository(db: Database): SsoIdentitiesRepository {
  return {
    async signIn(email, password) {
      const [row] = await db
        .select({ ...identityColumns, passwordHash: ssoIdentities.passwordHash })
        .from(ssoIdentities)
        .where(eq(sql`lower(${ssoIdentities.email})`, email.trim().toLowerCase()))
        .orderBy(asc(ssoIdentities.id))
        .limit(1);
      if (!(await verifyPassword(row?.passwordHash, password)) || !row) return null;
      return { id: row.id, email: row.email, displayName: row.displayName };
    },
    async create({ email, displayName, password }) {
      const passwordHash = await hashPassword(password);
      const [row] = await db
        .insert(ssoIdentities)
        .values({ email: email.trim(), displayName: displayName.trim(), passwordHash })
        .onConflictDoNothing()
        .returning(identityColumns);
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.select(identityColumns).from(ssoIdentities).where(eq(ssoIdentities.id, id)).limit(1);
      return row ?? null;
    },
  };
}
