// What a list row says about a conversation: the last message as plain text, its time, and how
// many of the profile's messages are unread.
import type { Conversation } from '@heartline/contracts/schemas';

export interface ConversationSummary {
  /** The last message's text, or null when the last message is a photo (the row says so in words). */
  preview: string | null;
  hasPhoto: boolean;
  fromMember: boolean;
  /** The last message's time, or the conversation's last change when it has no message yet. */
  at: string;
  unread: number;
}

export function summarise(conversation: Conversation): ConversationSummary {
  const messages = conversation.messages.toSorted((a, b) => Date.parse(a.dateSent) - Date.parse(b.dateSent));
  const last = messages.at(-1);
  return {
    preview: last && last.message.trim() !== '' ? last.message : null,
    hasPhoto: Boolean(last?.attachment),
    fromMember: last?.senderType === 'user',
    at: last?.dateSent ?? conversation.updateDate,
    // The server's count when it gives one: a list row carries only its latest message.
    unread: conversation.unread ?? messages.filter((message) => message.senderType === 'profile' && !message.isRead).length,
  };
}
