// The agent console's calls (agent spec §7): the staff sign-in, the queue, the claim, the work
// session's status, reading a conversation and replying in it as its profile.
import type { TokenResponse } from '../../accounts/entities/auth';
import type { Conversation, ConversationsPage } from '../../messaging/entities/conversation';
import type { ConversationMessageRequestInput, ConversationMessageResponse } from '../../messaging/entities/send';
import { api } from '../../platform/api/client';
import type { UserImagesResponse } from '../../platform/entities/upload';
import { uploadImages } from '../../platform/api/uploads';
import type { QueueAnswer } from '../entities/agent-conversation';
import type { AgentStatusEvent, AgentStatusResponse, ClaimResponse } from '../entities/work-session';

/**
 * POST /agent/authenticate: 409 'Agent is already logged-in' while the agent works elsewhere, unless
 * `takeOver` ends that session ('New device login' on its console).
 */
export function signInAgent(username: string, password: string, takeOver = false): Promise<TokenResponse> {
  return api.request<TokenResponse>('post', '/agent/authenticate', { json: { username, password, takeOver }, anonymous: true });
}

/** GET /queue: the waiting work of the agent's brands, and the conversations it holds where the member wrote again. */
export function getQueue(options: { signal?: AbortSignal } = {}): Promise<QueueAnswer> {
  return api.request<QueueAnswer>('get', '/queue', { loader: false, ...options });
}

/** GET /claim: the next conversation for 5 minutes, or `claim: null` when none waits. */
export function claimNext(): Promise<ClaimResponse> {
  return api.request<ClaimResponse>('get', '/claim', { loader: false });
}

/** POST /event (agent-status-update): online, paused with a reason, offline. */
export function updateAgentStatus(status: AgentStatusEvent['status'], reason?: string): Promise<AgentStatusResponse> {
  return api.request<AgentStatusResponse>('post', '/event', {
    json: { event: 'agent-status-update', status, ...(reason ? { reason } : {}) },
    loader: false,
  });
}

/** GET /conversation/{id} as staff: the newest chunk, or the messages `after` one (catching up) or `before` one (older). */
export function readConversationAsStaff(
  id: string,
  cursor: { before?: string; after?: string } = {},
  options: { signal?: AbortSignal } = {},
): Promise<Conversation> {
  return api.request<Conversation>('get', `/conversation/${encodeURIComponent(id)}`, {
    searchParams: cursor.before ? { before: cursor.before } : cursor.after ? { after: cursor.after } : undefined,
    loader: false,
    ...options,
  });
}

/**
 * POST /conversation/{id}/message as the profile: `seen` is the newest member message the agent
 * has read (409 with the new lines when the member wrote after it); the key stores a retry once.
 */
export function replyAsProfile(id: string, draft: ConversationMessageRequestInput): Promise<ConversationMessageResponse> {
  return api.request<ConversationMessageResponse>('post', `/conversation/${encodeURIComponent(id)}/message`, {
    json: draft,
    loader: false,
  });
}

/** The admins' lookup filters (GET /conversations with a staff token), as the query sends them. */
export interface ConversationLookupQuery {
  page?: number;
  limit?: number;
  sortBy?: 'latest' | 'oldest';
  sentBefore?: string;
  sentAfter?: string;
  agentName?: string;
  realUsername?: string;
  fictiveUsername?: string;
  domain?: string;
}

/** GET /conversations as an admin: any brand's conversations by the filters, each with `lookup` (names, domain). */
export function lookupConversations(query: ConversationLookupQuery, options: { signal?: AbortSignal } = {}): Promise<ConversationsPage> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >;
  return api.request<ConversationsPage>('get', '/conversations', { searchParams, loader: false, ...options });
}

/**
 * POST /profile/{id}/upload: a new photo of the profile (staff of its brand; the member upload's
 * rules). Answers every photo of the profile, the new one last, ready to attach to a reply.
 */
export function uploadProfilePhoto(profileId: string, file: File, options: { signal?: AbortSignal } = {}): Promise<UserImagesResponse> {
  return uploadImages({ path: `/profile/${encodeURIComponent(profileId)}/upload`, files: [file], signal: options.signal });
}
