// Who on staff has a conversation open (tables.ts, conversation_viewers): one row per console
// socket, replaced when the socket opens another conversation, removed when it closes it or
// goes; the heartbeat keeps it fresh. The realtime domain turns changes into the staff's frames.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, conversations, conversationViewers } from '../../db/schema';

export interface ConversationViewer {
  agentId: number;
  username: string;
  firstName: string;
  lastName: string;
  role: 'agent' | 'admin';
}

export interface ConversationViewersRepository {
  /** The socket now has this conversation open; answers the conversation it had open before, if another. */
  open(connectionId: string, conversationId: number, agentId: number, at: Date): Promise<number | null>;
  /** The socket closed its conversation or went; answers the conversation it had open, if any. */
  close(connectionId: string): Promise<number | null>;
  /** The sockets are alive (their heartbeat). */
  touch(connectionIds: readonly string[], at: Date): Promise<void>;
  /** The staff with the conversation open on a socket heard from since `since`, one row each. */
  viewersOf(conversationId: number, since: Date): Promise<ConversationViewer[]>;
  /** The staff (ids, once each) with any conversation of this member (`user`) or profile open on a socket heard from since `since`. */
  viewersOfSubject(type: 'user' | 'profile', subjectId: number, since: Date): Promise<number[]>;
}

export function createConversationViewersRepository(db: Database): ConversationViewersRepository {
  return {
    open(connectionId, conversationId, agentId, at) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ conversationId: conversationViewers.conversationId })
          .from(conversationViewers)
          .where(eq(conversationViewers.connectionId, connectionId))
          .for('update');
        await tx
          .insert(conversationViewers)
          .values({ connectionId, conversationId, agentId, seenAt: at })
          .onConflictDoUpdate({ target: conversationViewers.connectionId, set: { conversationId, agentId, seenAt: at } });
        return before && before.conversationId !== conversationId ? before.conversationId : null;
      });
    },
    async close(connectionId) {
      const [removed] = await db
        .delete(conversationViewers)
        .where(eq(conversationViewers.connectionId, connectionId))
        .returning({ conversationId: conversationViewers.conversationId });
      return removed?.conversationId ?? null;
    },
    async touch(connectionIds, at) {
      if (connectionIds.length === 0) return;
      await db
        .update(conversationViewers)
        .set({ seenAt: at })
        .where(inArray(conversationViewers.connectionId, [...connectionIds]));
    },
    async viewersOf(conversationId, since) {
      const rows = await db
        .select({
          agentId: agents.id,
          username: agents.username,
          firstName: agents.firstName,
          lastName: agents.lastName,
          role: agents.role,
        })
        .from(conversationViewers)
        .innerJoin(agents, eq(agents.id, conversationViewers.agentId))
        .where(and(eq(conversationViewers.conversationId, conversationId), gt(conversationViewers.seenAt, since)))
        .orderBy(asc(agents.id));
      return [...new Map(rows.map((row) => [row.agentId, row])).values()];
    },
    async viewersOfSubject(type, subjectId, since) {
      const rows = await db
        .selectDistinct({ agentId: conversationViewers.agentId })
        .from(conversationViewers)
        .innerJoin(conversations, eq(conversations.id, conversationViewers.conversationId))
        .where(and(eq(type === 'user' ? conversations.userId : conversations.profileId, subjectId), gt(conversationViewers.seenAt, since)))
        .orderBy(asc(conversationViewers.agentId));
      return rows.map((row) => row.agentId);
    },
  };
}
