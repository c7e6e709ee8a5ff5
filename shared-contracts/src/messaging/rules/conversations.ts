// Conversation classes and reading state (member spec §4 "Conversation classes", agent spec §4).
import type { UnreadCounts } from '../../platform/realtime';
import type { CONVERSATION_CLASSES, SENDER_TYPES } from '../constants';

export type SenderType = (typeof SENDER_TYPES)[number];
/** The member's classes; also the values of a conversation's `type`. */
export type ConversationClass = (typeof CONVERSATION_CLASSES)[number];
/** The agent console's classes. */
export type AgentConversationClass = 'general' | 'inbox' | 'archive';

export interface ClassifiableConversation {
  archived: boolean;
  messages: readonly { senderType: SenderType }[];
}

/** The unread counts of the user channel by the class their messages sit in. */
export function unreadByClass(counts: UnreadCounts | null): Record<ConversationClass, number> {
  return { inbox: counts?.inbox ?? 0, conversations: counts?.conversation ?? 0, archive: counts?.archive ?? 0 };
}

/**
 * Where the unread messages are: the inbox when it holds any (or nothing is unread), else the
 * first class that does. The navigation's Messages link goes there, so its badge leads to them.
 */
export function classWithUnread(counts: UnreadCounts | null): ConversationClass {
  const byClass = unreadByClass(counts);
  if (byClass.inbox > 0) return 'inbox';
  return byClass.conversations > 0 ? 'conversations' : byClass.archive > 0 ? 'archive' : 'inbox';
}

/** Archived means archive; any message the member sent means conversations; otherwise inbox. */
export function conversationClass(conversation: ClassifiableConversation): ConversationClass {
  if (conversation.archived) return 'archive';
  return conversation.messages.some((message) => message.senderType === 'user') ? 'conversations' : 'inbox';
}

/** Agent side: archived means archive; type conversations means general; otherwise inbox. */
export function agentConversationClass(conversation: { archived: boolean; type: ConversationClass }): AgentConversationClass {
  if (conversation.archived || conversation.type === 'archive') return 'archive';
  return conversation.type === 'conversations' ? 'general' : 'inbox';
}

/** The conversation after `currentId` in its own class, wrapping to the first; undefined when `currentId` is not listed. */
export function nextInClass<T extends ClassifiableConversation & { _id: string }>(list: readonly T[], currentId: string): T | undefined;
export function nextInClass<T extends { _id: string }>(list: readonly T[], currentId: string, classify: (item: T) => string): T | undefined;
export function nextInClass<T extends { _id: string }>(
  list: readonly T[],
  currentId: string,
  classify?: (item: T) => string,
): T | undefined {
  return stepInClass(list, currentId, 1, classify ?? defaultClassify);
}

/** The conversation before `currentId` in its own class, wrapping to the last. */
export function previousInClass<T extends ClassifiableConversation & { _id: string }>(list: readonly T[], currentId: string): T | undefined;
export function previousInClass<T extends { _id: string }>(
  list: readonly T[],
  currentId: string,
  classify: (item: T) => string,
): T | undefined;
export function previousInClass<T extends { _id: string }>(
  list: readonly T[],
  currentId: string,
  classify?: (item: T) => string,
): T | undefined {
  return stepInClass(list, currentId, -1, classify ?? defaultClassify);
}

/** A copy with every message the profile sent marked read (the member's own messages untouched). */
export function markAllRead<M extends { senderType: SenderType; isRead: boolean }, T extends { messages: readonly M[] }>(
  conversation: T,
): T {
  return {
    ...conversation,
    messages: conversation.messages.map((message) =>
      message.senderType === 'profile' && !message.isRead ? { ...message, isRead: true } : message,
    ),
  };
}

/** Empty text with no attachment is not sent (member spec §5, agent spec §5). */
export function isEmptyMessage(draft: { message?: string | null; attachment?: string | null }): boolean {
  return (draft.message ?? '').trim() === '' && !draft.attachment;
}

function defaultClassify<T>(item: T): string {
  return conversationClass(item as unknown as ClassifiableConversation);
}

function stepInClass<T extends { _id: string }>(
  list: readonly T[],
  currentId: string,
  step: 1 | -1,
  classify: (item: T) => string,
): T | undefined {
  const current = list.find((item) => item._id === currentId);
  if (!current) return undefined;
  const currentClass = classify(current);
  const sameClass = list.filter((item) => classify(item) === currentClass);
  const index = sameClass.indexOf(current);
  return sameClass[(index + step + sameClass.length) % sameClass.length];
}
