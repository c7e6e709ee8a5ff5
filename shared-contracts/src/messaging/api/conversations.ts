// The conversation calls (member spec §7): the lists, a conversation's messages in chunks, the
// catch-up after a disconnect, mark read, archive, sending, and the meet-ups.
import type { Conversation, ConversationList, ConversationsPage } from '../entities/conversation';
import type { INBOX_FILTERS } from '../constants';

/** A VIP inbox filter (the 'inbox-filter' feature). */
export type InboxFilter = (typeof INBOX_FILTERS)[number];
import type { MeetupInputValues } from '../entities/meetup';
import type { ConversationMessageRequestInput, ConversationMessageResponse } from '../entities/send';
import { api } from '../../platform/api/client';

/**
 * Sends one message for one credit: `conversationId` is the member's conversation or `blank` (with
 * `profileId`). Keep `key` for retries of the same message: the server charges it once. 402 (code
 * `no-credits`) when no credit is left, with nothing written.
 */
export function sendConversationMessage(
  conversationId: string,
  request: ConversationMessageRequestInput,
): Promise<ConversationMessageResponse> {
  return api.request<ConversationMessageResponse>('post', `/conversation/${encodeURIComponent(conversationId)}/message`, {
    json: request,
    loader: false,
  });
}

/** One page of one list (a class, `flirts` or `sent`) of the member's conversations, newest activity first. */
export function listConversations(
  query: { messages: ConversationList; page?: number; limit?: number; filter?: InboxFilter },
  options: { signal?: AbortSignal } = {},
): Promise<ConversationsPage> {
  const searchParams: Record<string, string | number> = { messages: query.messages };
  if (query.filter !== undefined) searchParams.filter = query.filter;
  if (query.page !== undefined) searchParams.page = query.page;
  if (query.limit !== undefined) searchParams.limit = query.limit;
  return api.request<ConversationsPage>('get', '/conversations', { searchParams, loader: false, ...options });
}

/** The conversation with its newest chunk of messages (newest first), or the chunk older than `before`. */
export function getConversation(id: string, before?: string, options: { signal?: AbortSignal } = {}): Promise<Conversation> {
  return api.request<Conversation>('get', `/conversation/${encodeURIComponent(id)}`, {
    searchParams: before ? { before } : undefined,
    loader: false,
    ...options,
  });
}

/** Marks every message of the profile in the conversation read. */
export function markConversationRead(id: string): Promise<void> {
  return api.request<void>('patch', `/conversation/${encodeURIComponent(id)}/mark-read`, { loader: false });
}

/** Archives (true) or restores (false) the conversation; answers it with its newest chunk. */
export function setConversationArchived(id: string, archived: boolean): Promise<Conversation> {
  return api.request<Conversation>('patch', `/conversation/${encodeURIComponent(id)}`, { json: { archived }, loader: false });
}

/**
 * Every message newer than message `after` (up to 50, newest first): what a page that was offline
 * missed. Ask again from the newest it returns when 50 came back.
 */
export function catchUpConversation(id: string, after: string, options: { signal?: AbortSignal } = {}): Promise<Conversation> {
  return api.request<Conversation>('get', `/conversation/${encodeURIComponent(id)}`, {
    searchParams: { after },
    loader: false,
    ...options,
  });
}

/** Proposes a meet-up in the conversation; answers the conversation (newest chunk, every meet-up). */
export function proposeMeetup(conversationId: string, meetup: MeetupInputValues): Promise<Conversation> {
  return api.request<Conversation>('post', `/conversation/${encodeURIComponent(conversationId)}/meet-up`, { json: meetup, loader: false });
}

/** Edits a proposed meet-up. */
export function updateMeetup(conversationId: string, meetupId: string, meetup: MeetupInputValues): Promise<Conversation> {
  return api.request<Conversation>('patch', `/conversation/${encodeURIComponent(conversationId)}/meet-up/${encodeURIComponent(meetupId)}`, {
    json: meetup,
    loader: false,
  });
}

/** Cancels a meet-up (ask the member to confirm first). */
export function cancelMeetup(conversationId: string, meetupId: string): Promise<Conversation> {
  return api.request<Conversation>('patch', `/conversation/${encodeURIComponent(conversationId)}/meet-up/${encodeURIComponent(meetupId)}`, {
    json: { meetStatus: 'cancelled' },
    loader: false,
  });
}

/** Removes a cancelled meet-up. */
export function removeMeetup(conversationId: string, meetupId: string): Promise<Conversation> {
  return api.request<Conversation>(
    'delete',
    `/conversation/${encodeURIComponent(conversationId)}/meet-up/${encodeURIComponent(meetupId)}`,
    { loader: false },
  );
}
