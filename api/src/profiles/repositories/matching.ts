// The match game: the next cards, swipes (a like spends one of the member's likes), matches with
// their conversations, and undo of the latest swipe. A like is spent with a conditional update
// (`likes = likes - 1 where likes > 0`), so parallel likes can never overspend.
import { and, desc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, matches, messages, profileActions, profiles, swipes, users } from '../../db/schema';
import type { ProfileCardRow } from '../cards';
import { latestBirthdayForAge } from '../age-bounds';
import { profileCardColumns } from '../card-columns';
import type { Gender, SwipeAction } from '@heartline/contracts/schemas';

export type { SwipeAction };

export interface SwipeInput {
  userId: number;
  profileId: number;
  action: SwipeAction;
  /** Whether the profile returns the like (decided by the caller; ignored for a dislike). */
  matches: boolean;
  at: Date;
}

export type SwipeOutcome =
  { kind: 'swiped'; match: boolean; conversationId: number | null; likes: number } | { kind: 'no-likes-left' } | { kind: 'already-swiped' };

export type UndoOutcome = { profileId: number; action: SwipeAction; unmatched: boolean; likes: number } | null;

export interface MatchRow {
  id: number;
  conversationId: number;
  createdAt: Date;
  profile: ProfileCardRow;
}

export interface MatchingRepository {
  /**
   * Profiles of the brand the member has not swiped yet and would want to see, as the list starts
   * from them: the gender looked for and the member's age range (on `now`), most recently active first.
   */
  next(userId: number, brandId: number, limit: number, gender: Gender | null, now: Date): Promise<ProfileCardRow[]>;
  swipe(input: SwipeInput): Promise<SwipeOutcome>;
  undoLast(userId: number): Promise<UndoOutcome>;
  matchesOf(userId: number): Promise<MatchRow[]>;
  likesOf(userId: number): Promise<number>;
}

class AlreadySwiped extends Error {}

export function createMatchingRepository(db: Database): MatchingRepository {
  async function likesOf(database: Database, userId: number): Promise<number> {
    const [row] = await database.select({ likes: users.likes }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.likes ?? 0;
  }

  return {
    async next(userId, brandId, limit, gender, now) {
      const [range] = await db
        .select({ min: users.lookingForAgeMin, max: users.lookingForAgeMax })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      // Inclusive, as the list's filter: at least `min` years old and younger than `max` + 1.
      const oldEnough = range?.min == null ? undefined : lte(profiles.birthday, latestBirthdayForAge(range.min, now));
      const youngEnough = range?.max == null ? undefined : gt(profiles.birthday, latestBirthdayForAge(range.max + 1, now));
      const notSwiped = notExists(
        db
          .select({ one: sql`1` })
          .from(swipes)
          .where(and(eq(swipes.userId, userId), eq(swipes.profileId, profiles.id))),
      );
      return db
        .select(profileCardColumns)
        .from(profiles)
        .where(and(eq(profiles.brandId, brandId), gender ? eq(profiles.gender, gender) : undefined, oldEnough, youngEnough, notSwiped))
        .orderBy(desc(profiles.activityAt), desc(profiles.id))
        .limit(limit);
    },

    async swipe({ userId, profileId, action, matches: returnsLike, at }) {
      try {
        return await db.transaction(async (tx): Promise<SwipeOutcome> => {
          let likes: number;
          if (action === 'like') {
            const [spent] = await tx
              .update(users)
              .set({ likes: sql`${users.likes} - 1` })
              .where(and(eq(users.id, userId), gt(users.likes, 0)))
              .returning({ likes: users.likes });
            if (!spent) return { kind: 'no-likes-left' };
            likes = spent.likes;
          } else {
            likes = await likesOf(tx, userId);
          }
          const [swipe] = await tx
            .insert(swipes)
            .values({ userId, profileId, action, createdAt: at })
            .onConflictDoNothing()
            .returning({ id: swipes.id });
          // Throwing rolls the spent like back.
          if (!swipe) throw new AlreadySwiped();
          if (action === 'dislike' || !returnsLike) return { kind: 'swiped', match: false, conversationId: null, likes };

          const [created] = await tx
            .insert(conversations)
            .values({ userId, profileId, createdAt: at })
            .onConflictDoNothing()
            .returning({ id: conversations.id });
          const conversationId =
            created?.id ??
            (
              await tx
                .select({ id: conversations.id })
                .from(conversations)
                .where(and(eq(conversations.userId, userId), eq(conversations.profileId, profileId)))
                .limit(1)
            )[0]!.id;
          await tx
            .insert(matches)
            .values({ userId, profileId, conversationId, createdConversation: created !== undefined, createdAt: at })
            .onConflictDoNothing();
          // The profile liked the member back: it shows among the member's proposals.
          await tx
            .insert(profileActions)
            .values({ userId, profileId, kind: 'like', createdAt: at })
            .onConflictDoUpdate({ target: [profileActions.userId, profileActions.kind, profileActions.profileId], set: { createdAt: at } });
          return { kind: 'swiped', match: true, conversationId, likes };
        });
      } catch (error) {
        if (error instanceof AlreadySwiped) return { kind: 'already-swiped' };
        throw error;
      }
    },

    undoLast(userId) {
      return db.transaction(async (tx): Promise<UndoOutcome> => {
        const [last] = await tx
          .select({ id: swipes.id, profileId: swipes.profileId, action: swipes.action })
          .from(swipes)
          .where(eq(swipes.userId, userId))
          .orderBy(desc(swipes.id))
          .limit(1)
          .for('update');
        if (!last) return null;
        await tx.delete(swipes).where(eq(swipes.id, last.id));
        let likes: number;
        if (last.action === 'like') {
          const [refunded] = await tx
            .update(users)
            .set({ likes: sql`${users.likes} + 1` })
            .where(eq(users.id, userId))
            .returning({ likes: users.likes });
          likes = refunded?.likes ?? 0;
        } else {
          likes = await likesOf(tx, userId);
        }
        const [match] = await tx
          .delete(matches)
          .where(and(eq(matches.userId, userId), eq(matches.profileId, last.profileId)))
          .returning({ conversationId: matches.conversationId, createdConversation: matches.createdConversation });
        // Only a conversation the match opened goes with it, and only while it is empty: paid
        // messages are never deleted by an undo.
        if (match?.createdConversation) {
          const written = tx
            .select({ one: sql`1` })
            .from(messages)
            .where(eq(messages.conversationId, match.conversationId));
          await tx.delete(conversations).where(and(eq(conversations.id, match.conversationId), notExists(written)));
        }
        return { profileId: last.profileId, action: last.action, unmatched: match !== undefined, likes };
      });
    },

    async matchesOf(userId) {
      const rows = await db
        .select({ id: matches.id, conversationId: matches.conversationId, createdAt: matches.createdAt, profile: profileCardColumns })
        .from(matches)
        .innerJoin(profiles, eq(profiles.id, matches.profileId))
        .where(eq(matches.userId, userId))
        .orderBy(desc(matches.createdAt), desc(matches.id));
      return rows;
    },

    likesOf: (userId) => likesOf(db, userId),
  };
}
