// Sign-in sessions. An access token is only as good as its session row: logout revokes it,
// refresh moves its expiry.
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { SubjectKind } from '../access-tokens';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  id: string;
  subjectKind: SubjectKind;
  subjectId: number;
  createdAt: Date;
  expiresAt: Date;
}

export interface SessionsRepository {
  create(session: NewSession): Promise<void>;
  /** Creates the session unless the subject already has a live one; answers whether it did. */
  createIfNoneLive(session: NewSession): Promise<boolean>;
  findById(id: string): Promise<SessionRow | null>;
  extend(id: string, expiresAt: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<void>;
  /** Revokes every live session of the subject, except `exceptId` when given; answers their ids. */
  revokeAllFor(subjectKind: SubjectKind, subjectId: number, at: Date, exceptId?: string): Promise<string[]>;
  /** Records a sign of life of the session. */
  touch(id: string, at: Date): Promise<void>;
  /**
   * Revokes the live sessions of the kind (of one subject, when given) not seen since `before`
   * (their last sign of life, or their opening); answers them.
   */
  revokeUnseen(subjectKind: SubjectKind, before: Date, at: Date, subjectId?: number): Promise<Array<{ id: string; subjectId: number }>>;
}

/** `genericPlansDb`: where the lookup of a session by id runs, planned once per connection (db/client.ts). */
export function createSessionsRepository(db: Database, genericPlansDb: Database = db): SessionsRepository {
  // Read by nearly every request whose session is not in the instance's short cache: prepared once.
  const findByIdStatement = genericPlansDb
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql`${sql.placeholder('id')}::uuid`))
    .limit(1)
    .prepare('sessions_find_by_id');
  return {
    async create(session) {
      await db.insert(sessions).values(session);
    },
    createIfNoneLive(session) {
      return db.transaction(async (tx) => {
        // Two simultaneous sign-ins of one agent must not both pass the check below.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session:${session.subjectKind}`}), ${session.subjectId})`);
        const [live] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.subjectKind, session.subjectKind),
              eq(sessions.subjectId, session.subjectId),
              gt(sessions.expiresAt, session.createdAt),
              isNull(sessions.revokedAt),
            ),
          )
          .limit(1);
        if (live) return false;
        await tx.insert(sessions).values(session);
        return true;
      });
    },
    async findById(id) {
      const [row] = await findByIdStatement.execute({ id });
      return row ?? null;
    },
    async extend(id, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async revoke(id, at) {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    async revokeAllFor(subjectKind, subjectId, at, exceptId) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.subjectKind, subjectKind),
            eq(sessions.subjectId, subjectId),
            isNull(sessions.revokedAt),
            exceptId === undefined ? undefined : ne(sessions.id, exceptId),
          ),
        )
        .returning({ id: sessions.id });
      return revoked.map((row) => row.id);
    },

    async touch(id, at) {
      await db.update(sessions).set({ seenAt: at }).where(eq(sessions.id, id));
    },
    async revokeUnseen(subjectKind, before, at, subjectId) {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.subjectKind, subjectKind),
            subjectId === undefined ? undefined : eq(sessions.subjectId, subjectId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
            lte(sql`coalesce(${sessions.seenAt}, ${sessions.createdAt})`, before),
          ),
        )
        .returning({ id: sessions.id, subjectId: sessions.subjectId });
      return revoked;
    },
  };
}
