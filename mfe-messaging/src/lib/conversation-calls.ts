// The conversation calls of member spec §7, through the messaging contract's client calls
// (shared-contracts/src/messaging/api/). Answers are typed, not parsed: parsing would load zod
// (40 KB gzip) on entering /messages; the lists fill in the defaults the schema would.
import {
  CATCH_UP_LIMIT,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PER_CHUNK,
  catchUpConversation,
  getConversation as fetchConversation,
  listConversations as fetchConversations,
  markConversationRead as markRead,
  setConversationArchived,
  type InboxFilter,
} from '@heartline/contracts';
import type { Conversation, ConversationList, ConversationsPage, Message } from '@heartline/contracts/schemas';
import { mergeMessages, newestSavedId } from './message-history';

export { CONVERSATIONS_PAGE_SIZE };
export type { Conversation, ConversationsPage };

/** The lists the conversation schema defaults to [] when the answer leaves them out. */
function withDefaults(conversation: Conversation): Conversation {
  return {
    ...conversation,
    meetUps: conversation.meetUps ?? [],
    profileNotes: conversation.profileNotes ?? [],
    userNotes: conversation.userNotes ?? [],
    messages: (conversation.messages ?? []).map((message) => ({
      ...message,
      message: message.message ?? '',
      attachment: message.attachment ?? null,
      attachmentImage: message.attachmentImage ?? null,
    })),
  };
}

const isCount = (value: unknown, least: number): value is number => Number.isInteger(value) && (value as number) >= least;

/** GET /conversations: one page of one list (the spec's `messages` key names it: a class, flirts or sent). */
export async function listConversations(
  query: { type: ConversationList; page: number; limit?: number; filter?: InboxFilter },
  options: { signal?: AbortSignal } = {},
): Promise<ConversationsPage> {
  const page = await fetchConversations(
    { messages: query.type, page: query.page, limit: query.limit ?? CONVERSATIONS_PAGE_SIZE, filter: query.filter },
    options,
  );
  if (!Array.isArray(page?.conversations) || !isCount(page.total, 0) || !isCount(page.page, 1) || !isCount(page.limit, 1)) {
    throw new TypeError('GET /conversations answered without conversations, total, page and limit');
  }
  return { ...page, conversations: page.conversations.map(withDefaults) };
}

/** GET /conversation/{id}: the conversation with its newest chunk of messages, oldest first. */
export async function getConversation(id: string, options: { signal?: AbortSignal } = {}): Promise<Conversation> {
  const conversation = withDefaults(await fetchConversation(id, undefined, options));
  return { ...conversation, messages: mergeMessages([], conversation.messages) };
}

/** The most catch-up calls one refresh makes (50 messages each): beyond, the member reloads. */
const CATCH_UP_ROUNDS = 20;

/**
 * The conversation as `held` (what the page shows) plus everything newer, from the server: the
 * newest chunk when nothing is held, else catch-up calls from the newest message held until one
 * comes back less than full. The conversation's own fields (archived, meet-ups) are the server's.
 */
export async function refreshConversation(
  id: string,
  held: Conversation | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<Conversation> {
  let after = held ? newestSavedId(held.messages) : undefined;
  if (!held || after === undefined) return getConversation(id, options);
  let messages = held.messages.filter((message) => message._id !== undefined);
  let latest = held;
  for (let round = 0; round < CATCH_UP_ROUNDS; round++) {
    latest = withDefaults(await catchUpConversation(id, after, options));
    messages = mergeMessages(messages, latest.messages);
    if (latest.messages.length < CATCH_UP_LIMIT) break;
    after = newestSavedId(messages)!;
  }
  return { ...latest, messages };
}

/** The chunk of messages before message `before`, oldest first, and whether older ones remain. */
export async function getOlderMessages(
  id: string,
  before: string,
  options: { signal?: AbortSignal } = {},
): Promise<{ messages: Message[]; more: boolean }> {
  const chunk = withDefaults(await fetchConversation(id, before, options)).messages;
  return { messages: mergeMessages([], chunk), more: chunk.length >= MESSAGES_PER_CHUNK };
}

/** PATCH /conversation/{id}/mark-read: every message of the profile read. */
export function markConversationRead(id: string): Promise<void> {
  return markRead(id);
}

/** PATCH /conversation/{id}: archive (true) or restore (false). */
export async function setArchived(id: string, archived: boolean): Promise<void> {
  await setConversationArchived(id, archived);
}
