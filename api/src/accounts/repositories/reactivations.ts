// Members' accounts as staff find them (by username or email, within brands) and reactivate them:
// the account's deactivation is lifted and a member_reactivations row records who did it and when.
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, memberReactivations, users } from '../../db/schema';

export interface MemberAccountRow {
  id: number;
  username: string;
  email: string;
  brandId: number;
  createdAt: Date;
  deactivatedAt: Date | null;
  reactivatedAt: Date | null;
  reactivatedBy: string | null;
}

export type ReactivationOutcome = 'reactivated' | 'not-found' | 'not-deactivated';

export interface MemberReactivationsRepository {
  /** Members of the brands whose username or email is `search` or begins with it (any case), exact matches first; at most `limit`. */
  search(brandIds: readonly number[], search: string, limit: number): Promise<MemberAccountRow[]>;
  findInBrands(brandIds: readonly number[], memberId: number): Promise<MemberAccountRow | null>;
  /** Lifts the member's deactivation and records it (by `agentId`, at `at`); one of two at once finds it active. */
  reactivate(brandIds: readonly number[], memberId: number, agentId: number, at: Date): Promise<ReactivationOutcome>;
}

/** `text` as a LIKE pattern's literal beginning. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (symbol) => `\\${symbol}`)}%`;

export function createMemberReactivationsRepository(db: Database): MemberReactivationsRepository {
  const latest = db
    .select({
      userId: memberReactivations.userId,
      at: sql<Date>`max(${memberReactivations.reactivatedAt})`.as('at'),
      lastId: sql<number>`max(${memberReactivations.id})`.as('last_id'),
    })
    .from(memberReactivations)
    .groupBy(memberReactivations.userId)
    .as('latest');

  const select = (where: SQL | undefined, order: SQL[], limit: number) =>
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        brandId: users.brandId,
        createdAt: users.createdAt,
        deactivatedAt: users.deactivatedAt,
        reactivatedAt: memberReactivations.reactivatedAt,
        reactivatedBy: agents.username,
      })
      .from(users)
      .leftJoin(latest, eq(latest.userId, users.id))
      .leftJoin(memberReactivations, eq(memberReactivations.id, latest.lastId))
      .leftJoin(agents, eq(agents.id, memberReactivations.agentId))
      .where(where)
      .orderBy(...order)
      .limit(limit);

  return {
    async search(brandIds, search, limit) {
      if (brandIds.length === 0) return [];
      const text = search.trim().toLowerCase();
      const username = sql`lower(${users.username})`;
      const email = sql`lower(${users.email})`;
      const pattern = likePrefix(text);
      return select(
        and(inArray(users.brandId, [...brandIds]), or(sql`${username} like ${pattern}`, sql`${email} like ${pattern}`)),
        [desc(sql`(${username} = ${text} or ${email} = ${text})`), asc(username), asc(users.id)],
        limit,
      );
    },

    async findInBrands(brandIds, memberId) {
      if (brandIds.length === 0) return null;
      const [row] = await select(and(eq(users.id, memberId), inArray(users.brandId, [...brandIds])), [asc(users.id)], 1);
      return row ?? null;
    },

    reactivate(brandIds, memberId, agentId, at) {
      return db.transaction(async (tx): Promise<ReactivationOutcome> => {
        if (brandIds.length === 0) return 'not-found';
        const [member] = await tx
          .select({ deactivatedAt: users.deactivatedAt })
          .from(users)
          .where(and(eq(users.id, memberId), inArray(users.brandId, [...brandIds])))
          .for('update');
        if (!member) return 'not-found';
        if (!member.deactivatedAt) return 'not-deactivated';
        await tx
          .update(users)
          .set({ deactivatedAt: null, updatedAt: at })
          .where(and(eq(users.id, memberId), isNotNull(users.deactivatedAt)));
        await tx.insert(memberReactivations).values({ userId: memberId, agentId, deactivatedAt: member.deactivatedAt, reactivatedAt: at });
        return 'reactivated';
      });
    },
  };
}
