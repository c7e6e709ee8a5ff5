// A member's conversations and the sending of a message. A send is one transaction: the credit is
// spent with a conditional update (`credits = credits - 1 where credits >= 1`, which also locks the
// member's row, so a member's sends queue up behind each other), then the message, its ledger row
// and its staff queue entry are written; any failure rolls the debit back. A send key is unique per
// member: the same key again answers the first message and spends nothing.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { conversations, creditLedger, messageStock, messages, profiles, users } from '../db/schema';

export interface ConversationRow {
  id: number;
  profileId: number;
  archived: boolean;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderType: 'user' | 'profile' | 'admin';
  text: string;
  sentAt: Date;
  isRead: boolean;
}

export interface MemberSendInput {
  userId: number;
  /** The conversation written to: one of the member's, or a new one with this profile. */
  target: { conversationId: number } | { profileId: number; brandId: number };
  /** Already masked. */
  text: string;
  key: string;
  at: Date;
}

export type SendOutcome =
  | { kind: 'sent' | 'repeated'; conversation: ConversationRow; message: MessageRow; credits: number }
  | { kind: 'no-credits' }
  | { kind: 'not-found' };

export interface ConversationsRepository {
  sendAsMember(input: MemberSendInput): Promise<SendOutcome>;
}

class Repeated extends Error {}

const conversationColumns = { id: conversations.id, profileId: conversations.profileId, archived: conversations.archived };
const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderType: messages.senderType,
  text: messages.text,
  sentAt: messages.sentAt,
  isRead: messages.isRead,
};

export function createConversationsRepository(db: Database): ConversationsRepository {
  async function earlierSend(database: Database, userId: number, key: string): Promise<SendOutcome | undefined> {
    const [message] = await database
      .select(messageColumns)
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.sendKey, key)))
      .limit(1);
    if (!message) return undefined;
    const [conversation] = await database.select(conversationColumns).from(conversations).where(eq(conversations.id, message.conversationId)).limit(1);
    const [member] = await database.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
    return { kind: 'repeated', conversation: conversation!, message, credits: member?.credits ?? 0 };
  }

  /** The member's conversation, or whether the profile exists in the member's brand (read only). */
  async function targetExists(input: MemberSendInput): Promise<boolean> {
    if ('conversationId' in input.target) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, input.target.conversationId), eq(conversations.userId, input.userId)))
        .limit(1);
      return row !== undefined;
    }
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, input.target.profileId), eq(profiles.brandId, input.target.brandId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    async sendAsMember(input) {
      const { userId, text, key, at } = input;
      if (!(await targetExists(input))) return (await earlierSend(db, userId, key)) ?? { kind: 'not-found' };
      try {
        return await db.transaction(async (tx): Promise<SendOutcome> => {
          const [spent] = await tx
            .update(users)
            .set({ credits: sql`${users.credits} - 1` })
            .where(and(eq(users.id, userId), gte(users.credits, 1)))
            .returning({ credits: users.credits });
          // Nothing was written: a retry of a send that took the last credit still gets its answer.
          if (!spent) return (await earlierSend(tx, userId, key)) ?? { kind: 'no-credits' };
          // The member's row is locked from here: an earlier send with this key has committed or failed.
          if (await earlierSend(tx, userId, key)) throw new Repeated();

          let conversation: ConversationRow | undefined;
          if ('conversationId' in input.target) {
            [conversation] = await tx
              .update(conversations)
              .set({ lastMessageAt: at })
              .where(and(eq(conversations.id, input.target.conversationId), eq(conversations.userId, userId)))
              .returning(conversationColumns);
          } else {
            [conversation] = await tx
              .insert(conversations)
              .values({ userId, profileId: input.target.profileId, createdAt: at, lastMessageAt: at })
              .onConflictDoUpdate({ target: [conversations.userId, conversations.profileId], set: { lastMessageAt: at } })
              .returning(conversationColumns);
          }
          if (!conversation) throw new Error('conversation vanished during a send');

          const [message] = await tx
            .insert(messages)
            .values({ conversationId: conversation.id, userId, senderType: 'user', text, sentAt: at, isRead: true, sendKey: key })
            .onConflictDoNothing()
            .returning(messageColumns);
          if (!message) throw new Repeated();
          await tx.insert(creditLedger).values({ userId, delta: -1, reason: 'message', reference: `message:${message.id}`, createdAt: at });
          await tx.insert(messageStock).values({ messageId: message.id, conversationId: conversation.id, createdAt: at });
          return { kind: 'sent', conversation, message, credits: spent.credits };
        });
      } catch (error) {
        if (!(error instanceof Repeated)) throw error;
        const first = await earlierSend(db, userId, key);
        if (!first) throw error;
        return first;
      }
    },
  };
}
