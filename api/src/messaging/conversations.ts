// Sending a message (member spec §4 "Sending", §5 "Messages"): one credit, contact details masked
// on the server, a retry with the same key charged once. The routes are in routes/conversations.
import { ERROR_CODES, MESSAGES, maskContactDetails } from '@heartline/contracts/rules';
import type { ConversationMessageRequest, ConversationMessageResponse, Message } from '@heartline/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import type { MessageRow } from '../repositories/conversations';
import type { MemberFacts } from '../repositories/users/profile';

export type ConversationsDeps = Pick<FastifyInstance, 'repositories' | 'clock' | 'domainEvents'>;

export interface Conversations {
  /** `conversationId` is a database id of the member's conversation, or null for `blank` (then `request.profileId`). */
  send(member: MemberFacts, conversationId: number | null, request: ConversationMessageRequest): Promise<ConversationMessageResponse>;
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function messageOf(row: MessageRow): Message {
  return {
    _id: String(row.id),
    messageType: 'text',
    message: row.text,
    attachment: null,
    dateSent: row.sentAt.toISOString(),
    date: row.sentAt.toISOString(),
    day: startOfDay(row.sentAt).toISOString(),
    senderType: row.senderType === 'admin' ? 'profile' : row.senderType,
    isRead: row.isRead,
    isPending: false,
  };
}

export function createConversations(deps: ConversationsDeps): Conversations {
  const { repositories, clock, domainEvents } = deps;
  return {
    async send(member, conversationId, request) {
      if (request.attachment !== null || request.messageType !== 'text') throw new HttpError(400, MESSAGES.attachmentsNotYet);
      let target: { conversationId: number } | { profileId: number; brandId: number };
      if (conversationId !== null) target = { conversationId };
      else {
        const profileId = request.profileId === undefined ? Number.NaN : Number(request.profileId);
        if (!Number.isSafeInteger(profileId) || profileId <= 0) throw new HttpError(404, MESSAGES.conversationNotFound);
        target = { profileId, brandId: member.brandId };
      }
      const outcome = await repositories.conversations.sendAsMember({
        userId: member.id,
        target,
        text: maskContactDetails(request.message.trim()),
        key: request.key,
        at: clock(),
      });
      if (outcome.kind === 'not-found') throw new HttpError(404, MESSAGES.conversationNotFound);
      if (outcome.kind === 'no-credits') throw new HttpError(402, MESSAGES.noCredits, { code: ERROR_CODES.noCredits });
      if (outcome.kind === 'sent') domainEvents.emit('member.updated', { memberId: member.id, credits: outcome.credits });
      return {
        conversation: { _id: String(outcome.conversation.id), archived: outcome.conversation.archived, profile: String(outcome.conversation.profileId) },
        message: messageOf(outcome.message),
        user: { credits: outcome.credits },
      };
    },
  };
}
