// Verification emails (one row each). Only hashes of the link token and of the code are kept;
// a newer email supersedes the older ones, and confirming consumes the row.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerifications } from '../../db/schema';

export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

export interface NewEmailVerification {
  id: string;
  userId: number;
  email: string;
  tokenHash: string;
  codeHash: string;
  returnOrigin: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface EmailVerificationsRepository {
  /** Stores a new verification and supersedes every earlier one of the member still open. */
  createSuperseding(row: NewEmailVerification): Promise<void>;
  /** Supersedes every open verification of the member (e.g. the address changed). */
  supersedeAll(userId: number, at: Date): Promise<void>;
  findById(id: string): Promise<EmailVerificationRow | null>;
  /** The member's newest verification that is neither consumed, superseded nor expired. */
  findLatestLive(userId: number, now: Date): Promise<EmailVerificationRow | null>;
  /** Consumes the row if it is still live; answers whether this call did. */
  consume(id: string, now: Date): Promise<boolean>;
}

export function createEmailVerificationsRepository(db: Database): EmailVerificationsRepository {
  const open = (userId: number) =>
    and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt), isNull(emailVerifications.supersededAt));

  return {
    createSuperseding(row) {
      return db.transaction(async (tx) => {
        await tx.update(emailVerifications).set({ supersededAt: row.createdAt }).where(open(row.userId));
        await tx.insert(emailVerifications).values(row);
      });
    },
    async supersedeAll(userId, at) {
      await db.update(emailVerifications).set({ supersededAt: at }).where(open(userId));
    },
    async findById(id) {
      const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.id, id)).limit(1);
      return row ?? null;
    },
    async findLatestLive(userId, now) {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(and(open(userId), gt(emailVerifications.expiresAt, now)))
        .orderBy(desc(emailVerifications.createdAt))
        .limit(1);
      return row ?? null;
    },
    async consume(id, now) {
      const consumed = await db
        .update(emailVerifications)
        .set({ consumedAt: now })
        .where(
          and(
            eq(emailVerifications.id, id),
            isNull(emailVerifications.consumedAt),
            isNull(emailVerifications.supersededAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ id: emailVerifications.id });
      return consumed.length > 0;
    },
  };
}
