// The conversation calls (member spec §7): the list by class, a conversation's messages in chunks, mark read, and sending.
import type { Conversation, ConversationsPage } from '../entities/conversation';
import type { ConversationMessageRequestInput, ConversationMessageResponse } from '../entities/send';
import type { ConversationClass } from '../rules/conversations';
import { api } from '../../platform/api/client';

/**
 * Sends one message for one credit: `conversationId` is the member's conversation or `blank` (with
 * `profileId`). Keep `key` for retries of the same message: the server charges it once. 402 (code
 * `no-credits`) when no credit is left, with nothing written.
 */
export function sendConversationMessage(conversationId: string, request: ConversationMessageRequestInput): Promise<ConversationMessageResponse> {
  return api.request<ConversationMessageResponse>('post', `/conversation/${encodeURIComponent(conversationId)}/message`, { json: request, loader: false });
}

/** One page of one class of the member's conversations, newest activity first. */
export function listConversations(query: { messages: ConversationClass; page?: number; limit?: number }, options: { signal?: AbortSignal } = {}): Promise<ConversationsPage> {
  const searchParams: Record<string, string | number> = { messages: query.messages };
  if (query.page !== undefined) searchParams.page = query.page;
  if (query.limit !== undefined) searchParams.limit = query.limit;
  return api.request<ConversationsPage>('get', '/conversations', { searchParams, loader: false, ...options });
}

/** The conversation with its newest chunk of messages (newest first), or the chunk older than `before`. */
export function getConversation(id: string, before?: string, options: { signal?: AbortSignal } = {}): Promise<Conversation> {
  return api.request<Conversation>('get', `/conversation/${encodeURIComponent(id)}`, { searchParams: before ? { before } : undefined, loader: false, ...options });
}

/** Marks every message of the profile in the conversation read. */
export function markConversationRead(id: string): Promise<void> {
  return api.request<void>('patch', `/conversation/${encodeURIComponent(id)}/mark-read`, { loader: false });
}

/** Archives (true) or restores (false) the conversation; answers it with its newest chunk. */
export function setConversationArchived(id: string, archived: boolean): Promise<Conversation> {
  return api.request<Conversation>('patch', `/conversation/${encodeURIComponent(id)}`, { json: { archived }, loader: false });
}
