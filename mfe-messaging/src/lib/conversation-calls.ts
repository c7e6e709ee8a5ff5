// The conversation calls of member spec §7, through the messaging contract's client calls
// (shared-contracts/src/messaging/api/). Answers are typed, not parsed: parsing would load zod
// (40 KB gzip) on entering /messages; the lists fill in the defaults the schema would.
import {
  CONVERSATIONS_PAGE_SIZE,
  getConversation as fetchConversation,
  listConversations as fetchConversations,
  markConversationRead as markRead,
  setConversationArchived,
} from '@heartline/contracts';
import type { Conversation, ConversationsPage, ConversationType } from '@heartline/contracts/schemas';

export { CONVERSATIONS_PAGE_SIZE };
export type { Conversation, ConversationsPage };

/** The lists the conversation schema defaults to [] when the answer leaves them out. */
function withDefaults(conversation: Conversation): Conversation {
  return {
    ...conversation,
    meetUps: conversation.meetUps ?? [],
    profileNotes: conversation.profileNotes ?? [],
    userNotes: conversation.userNotes ?? [],
    messages: (conversation.messages ?? []).map((message) => ({ ...message, message: message.message ?? '', attachment: message.attachment ?? null })),
  };
}

const isCount = (value: unknown, least: number): value is number => Number.isInteger(value) && (value as number) >= least;

/** GET /conversations: one page of one class (the spec's `messages` key names the class). */
export async function listConversations(
  query: { type: ConversationType; page: number; limit?: number },
  options: { signal?: AbortSignal } = {},
): Promise<ConversationsPage> {
  const page = await fetchConversations({ messages: query.type, page: query.page, limit: query.limit ?? CONVERSATIONS_PAGE_SIZE }, options);
  if (!Array.isArray(page?.conversations) || !isCount(page.total, 0) || !isCount(page.page, 1) || !isCount(page.limit, 1)) {
    throw new TypeError('GET /conversations answered without conversations, total, page and limit');
  }
  return { ...page, conversations: page.conversations.map(withDefaults) };
}

/** GET /conversation/{id}: the conversation with its newest chunk of messages. */
export async function getConversation(id: string, options: { signal?: AbortSignal } = {}): Promise<Conversation> {
  return withDefaults(await fetchConversation(id, undefined, options));
}

/** PATCH /conversation/{id}/mark-read: every message of the profile read. */
export function markConversationRead(id: string): Promise<void> {
  return markRead(id);
}

/** PATCH /conversation/{id}: archive (true) or restore (false). */
export async function setArchived(id: string, archived: boolean): Promise<void> {
  await setConversationArchived(id, archived);
}
