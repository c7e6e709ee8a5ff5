// The conversation calls of member spec §7, on the one API client. The messaging contracts
// (shared-contracts/src/messaging/api/) were not merged when this was written: these follow the
// spec's paths and payloads. Answers are typed, not parsed: parsing would load zod (40 KB gzip)
// on entering /messages; the lists fill in the defaults the schema would. Replace them with the
// contract's calls once they land.
import { api } from '@heartline/contracts';
import type { Conversation, ConversationType } from '@heartline/contracts/schemas';

/** The member's conversations page size (not in the spec; the profile lists use 36). */
export const CONVERSATIONS_PAGE_SIZE = 20;

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

export interface ConversationsPage {
  conversations: Conversation[];
  total: number;
  page: number;
  limit: number;
}

const isCount = (value: unknown, least: number): value is number => Number.isInteger(value) && (value as number) >= least;

function readConversationsPage(answer: unknown): ConversationsPage {
  const page = (answer ?? {}) as Record<string, unknown>;
  if (!Array.isArray(page.conversations) || !isCount(page.total, 0) || !isCount(page.page, 1) || !isCount(page.limit, 1)) {
    throw new TypeError('GET /conversations answered without conversations, total, page and limit');
  }
  return { conversations: page.conversations.map((item) => withDefaults(item as Conversation)), total: page.total, page: page.page, limit: page.limit };
}

/** GET /conversations: one page of one class (the spec's `messages` key names the class). */
export async function listConversations(
  query: { type: ConversationType; page: number; limit?: number },
  options: { signal?: AbortSignal } = {},
): Promise<ConversationsPage> {
  const answer = await api.request<unknown>('get', '/conversations', {
    searchParams: { messages: query.type, page: query.page, limit: query.limit ?? CONVERSATIONS_PAGE_SIZE },
    loader: false,
    ...options,
  });
  return readConversationsPage(answer);
}

export type { Conversation };

/** GET /conversation/{id}: the conversation with its newest chunk of messages. */
export async function getConversation(id: string, options: { signal?: AbortSignal } = {}): Promise<Conversation> {
  const answer = await api.request<Conversation>('get', `/conversation/${encodeURIComponent(id)}`, { loader: false, ...options });
  return withDefaults(answer);
}

/** PATCH /conversation/{id}/mark-read: every message of the profile read. */
export async function markConversationRead(id: string): Promise<void> {
  await api.request<unknown>('patch', `/conversation/${encodeURIComponent(id)}/mark-read`, { loader: false });
}

/** PATCH /conversation/{id}: archive (true) or restore (false). */
export async function setArchived(id: string, archived: boolean): Promise<void> {
  await api.request<unknown>('patch', `/conversation/${encodeURIComponent(id)}`, { json: { archived }, loader: false });
}
