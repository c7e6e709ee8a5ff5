// Which member of a brand a Heartline ID signs in as: the one with the same email address.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** The brand's active member whose email equals `email` (any case); the oldest if several. */
export async function findMemberByEmail(db: Database, brandId: number, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.email})`, email.trim().toLowerCase()), isNull(users.deactivatedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id ?? null;
}
