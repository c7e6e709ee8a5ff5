// The conversation calls (member spec §7). So far: sending a message.
import type { ConversationMessageRequestInput, ConversationMessageResponse } from '../entities/message';
import { api } from '../../platform/api/client';

/**
 * Sends one message for one credit: `conversationId` is the member's conversation or `blank` (with
 * `profileId`). Keep `key` for retries of the same message: the server charges it once. 402 (code
 * `no-credits`) when no credit is left, with nothing written.
 */
export function sendConversationMessage(conversationId: string, request: ConversationMessageRequestInput): Promise<ConversationMessageResponse> {
  return api.request<ConversationMessageResponse>('post', `/conversation/${encodeURIComponent(conversationId)}/message`, { json: request, loader: false });
}
