// The interest lists of member spec §2, each fed by its own rows: the member's favourites and
// profile views, and what profiles did toward the member (viewed, favourited, liked). Viewing a
// profile is recorded here, with the profile's deterministic reaction (see profiles/reciprocity).
import type { InterestKind } from '@heartline/contracts/schemas';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { favourites, profileActions, profileViews, profiles, type ProfileActionKind } from '../../db/schema';
import type { ProfileCardRow } from '../cards';
import { profileReacts } from '../reciprocity';
import { profileCardColumns } from '../card-columns';

export interface InterestRow {
  profile: ProfileCardRow;
  date: Date;
}

export interface InterestsRepository {
  list(kind: InterestKind, userId: number, page: number, limit: number): Promise<{ rows: InterestRow[]; total: number }>;
  /** Records the visit; a profile may look back (viewed-me) or favourite the member (favorited-me). */
  recordView(userId: number, profileId: number, at: Date): Promise<void>;
  /** Records that a profile liked the member (a proposal). */
  recordProfileLike(userId: number, profileId: number, at: Date): Promise<void>;
  /** The profiles the member viewed most recently, newest first. */
  viewedIds(userId: number, limit: number): Promise<number[]>;
}

interface Source {
  table: PgTable;
  userId: PgColumn;
  profileId: PgColumn;
  date: PgColumn;
  extra?: SQL;
}

function actionSource(kind: ProfileActionKind): Source {
  return {
    table: profileActions,
    userId: profileActions.userId,
    profileId: profileActions.profileId,
    date: profileActions.createdAt,
    extra: eq(profileActions.kind, kind),
  };
}

const SOURCES: Record<InterestKind, Source> = {
  favorites: { table: favourites, userId: favourites.userId, profileId: favourites.profileId, date: favourites.createdAt },
  viewed: { table: profileViews, userId: profileViews.userId, profileId: profileViews.profileId, date: profileViews.viewedAt },
  'favorited-me': actionSource('favourite'),
  'viewed-me': actionSource('view'),
  proposals: actionSource('like'),
};

export function createInterestsRepository(db: Database): InterestsRepository {
  async function recordAction(kind: ProfileActionKind, userId: number, profileId: number, at: Date) {
    await db
      .insert(profileActions)
      .values({ kind, userId, profileId, createdAt: at })
      .onConflictDoUpdate({ target: [profileActions.userId, profileActions.kind, profileActions.profileId], set: { createdAt: at } });
  }

  return {
    async list(kind, userId, page, limit) {
      const source = SOURCES[kind];
      const where = and(eq(source.userId, userId), source.extra);
      const [rows, [count]] = await Promise.all([
        db
          .select({ profile: profileCardColumns, date: sql`${source.date}`.mapWith((value: string | Date) => new Date(value)) })
          .from(source.table)
          .innerJoin(profiles, eq(profiles.id, source.profileId))
          .where(where)
          .orderBy(desc(source.date), desc(source.profileId))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(source.table)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async recordView(userId, profileId, at) {
      await db
        .insert(profileViews)
        .values({ userId, profileId, viewedAt: at })
        .onConflictDoUpdate({ target: [profileViews.userId, profileViews.profileId], set: { viewedAt: at } });
      if (profileReacts('view-back', userId, profileId)) await recordAction('view', userId, profileId, at);
      if (profileReacts('favourite-back', userId, profileId)) await recordAction('favourite', userId, profileId, at);
    },
    recordProfileLike: (userId, profileId, at) => recordAction('like', userId, profileId, at),
    async viewedIds(userId, limit) {
      const rows = await db
        .select({ profileId: profileViews.profileId })
        .from(profileViews)
        .where(eq(profileViews.userId, userId))
        .orderBy(desc(profileViews.viewedAt), desc(profileViews.profileId))
        .limit(limit);
      return rows.map((row) => row.profileId);
    },
  };
}
