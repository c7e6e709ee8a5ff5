// A conversation's meet-ups (member spec §3, agent spec §4): proposed, edited, cancelled, then
// removed. Whose conversation it is is checked by the caller (messaging/meetups.ts) before any
// of these run; every statement here also names the conversation, so a meet-up of another
// conversation is never touched.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, meetups, type MeetupStatus } from '../../db/schema';

export interface MeetupRow {
  id: number;
  conversationId: number;
  meetDate: Date;
  status: MeetupStatus;
  location: string;
  cancelInterval: number | null;
  description: string;
  proposedBy: 'user' | 'profile';
}

export interface MeetupFields {
  meetDate: Date;
  location: string;
  cancelInterval: number | null;
  description: string;
}

export interface MeetupsRepository {
  /** The meet-ups of each conversation, oldest first. */
  of(conversationIds: readonly number[]): Promise<Map<number, MeetupRow[]>>;
  find(conversationId: number, meetupId: number): Promise<MeetupRow | null>;
  /** Adds one unless the conversation holds `max` already (null then); the conversation's row is locked meanwhile, so two at once cannot pass the bound. */
  create(
    conversationId: number,
    fields: MeetupFields,
    by: { proposedBy: 'user' | 'profile'; agentId: number | null },
    at: Date,
    max: number,
  ): Promise<MeetupRow | null>;
  /**
   * Changes a proposed one only; null when it is not (or no longer) proposed. `agentId` is the
   * staff member who changed it (null: the member), which answers a member's meet-up (MeetUpStock).
   */
  update(conversationId: number, meetupId: number, fields: MeetupFields, agentId: number | null, at: Date): Promise<MeetupRow | null>;
  /** Cancels a proposed one only; null when it is not (or no longer) proposed. */
  cancel(conversationId: number, meetupId: number, at: Date): Promise<MeetupRow | null>;
  /** Removes a cancelled one only; false when it is not cancelled. */
  remove(conversationId: number, meetupId: number): Promise<boolean>;
}

/** A meet-up's columns (also read as JSON by the staff view's one statement, staff-view.ts). */
export const meetupColumns = {
  id: meetups.id,
  conversationId: meetups.conversationId,
  meetDate: meetups.meetDate,
  status: meetups.status,
  location: meetups.location,
  cancelInterval: meetups.cancelInterval,
  description: meetups.description,
  proposedBy: meetups.proposedBy,
};

/** `genericPlansDb`: where a page of conversations reads its meet-ups (every claim), prepared once and planned once per connection. */
export function createMeetupsRepository(db: Database, genericPlansDb: Database = db): MeetupsRepository {
  const ofStatement = genericPlansDb
    .select(meetupColumns)
    .from(meetups)
    .where(sql`${meetups.conversationId} = any(${sql.placeholder('conversationIds')}::int[])`)
    .orderBy(asc(meetups.conversationId), asc(meetups.id))
    .prepare('messaging_meetups_of');
  const one = (conversationId: number, meetupId: number) => and(eq(meetups.conversationId, conversationId), eq(meetups.id, meetupId));
  const proposed = (conversationId: number, meetupId: number) => and(one(conversationId, meetupId), eq(meetups.status, 'proposed'));
  return {
    async of(conversationIds) {
      const byConversation = new Map<number, MeetupRow[]>();
      if (conversationIds.length === 0) return byConversation;
      const rows = await ofStatement.execute({ conversationIds: [...conversationIds] });
      for (const row of rows) byConversation.set(row.conversationId, [...(byConversation.get(row.conversationId) ?? []), row]);
      return byConversation;
    },
    async find(conversationId, meetupId) {
      const [row] = await db.select(meetupColumns).from(meetups).where(one(conversationId, meetupId)).limit(1);
      return row ?? null;
    },
    create(conversationId, fields, by, at, max) {
      return db.transaction(async (tx) => {
        await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId)).for('update');
        const [held] = await tx.select({ n: count() }).from(meetups).where(eq(meetups.conversationId, conversationId));
        if ((held?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(meetups)
          .values({ conversationId, ...fields, proposedBy: by.proposedBy, agentId: by.agentId, createdAt: at, updatedAt: at })
          .returning(meetupColumns);
        return row!;
      });
    },
    async update(conversationId, meetupId, fields, agentId, at) {
      const [row] = await db
        .update(meetups)
        .set({ ...fields, agentId, updatedAt: at })
        .where(proposed(conversationId, meetupId))
        .returning(meetupColumns);
      return row ?? null;
    },
    async cancel(conversationId, meetupId, at) {
      const [row] = await db
        .update(meetups)
        .set({ status: 'cancelled', updatedAt: at })
        .where(proposed(conversationId, meetupId))
        .returning(meetupColumns);
      return row ?? null;
    },
    async remove(conversationId, meetupId) {
      const removed = await db
        .delete(meetups)
        .where(and(one(conversationId, meetupId), eq(meetups.status, 'cancelled')))
        .returning({ id: meetups.id });
      return removed.length > 0;
    },
  };
}
