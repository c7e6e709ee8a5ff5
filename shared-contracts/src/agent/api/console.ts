// The agent console's calls (agent spec §7): the staff sign-in, the queue, the claim, the work
// session's status, reading a conversation and replying in it as its profile.
import type { TokenResponse } from '../../accounts/entities/auth';
import type { Conversation, ConversationsPage } from '../../messaging/entities/conversation';
import type { ConversationMessageRequestInput, ConversationMessageResponse } from '../../messaging/entities/send';
import { api } from '../../platform/api/client';
import type { StockQueueCounts } from '../entities/agent-conversation';
import type { AgentStatusEvent, AgentStatusResponse, ClaimResponse } from '../entities/work-session';
import type { ConversationNotesResponse, MemoResponse } from '../entities/note';
import type { AgentPatch, AgentSavedResponse, StaffAgentsResponse, agentCreateSchema } from '../entities/staff';
import type { input } from 'zod';
import type { ModerationDecisionResponse, ModerationImagesResponse } from '../entities/moderation';

/** POST /agent's body before defaults (names, role may be left out). */
export type AgentCreateInput = input<typeof agentCreateSchema>;

/**
 * POST /agent/authenticate: 409 'Agent is already logged-in' while the agent works elsewhere, unless
 * `takeOver` ends that session ('New device login' on its console).
 */
export function signInAgent(username: string, password: string, takeOver = false): Promise<TokenResponse> {
  return api.request<TokenResponse>('post', '/agent/authenticate', { json: { username, password, takeOver }, anonymous: true });
}

/** GET /queue: the waiting work of the agent's brands. */
export function getQueue(options: { signal?: AbortSignal } = {}): Promise<StockQueueCounts> {
  return api.request<StockQueueCounts>('get', '/queue', { loader: false, ...options });
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

// Notes about a conversation's member or profile, and the admins' global memos (agent spec §7).
type NoteSubject = 'user' | 'profile';

/** POST /conversation/{id}/note: answers the conversation's notes and the toast. */
export function addConversationNote(conversationId: string, type: NoteSubject, note: string): Promise<ConversationNotesResponse> {
  return api.request<ConversationNotesResponse>('post', `/conversation/${encodeURIComponent(conversationId)}/note`, {
    json: { note, type },
    loader: false,
  });
}

/** PATCH /conversation/{id}/note/{noteId}. */
export function updateConversationNote(conversationId: string, noteId: string, note: string): Promise<ConversationNotesResponse> {
  return api.request<ConversationNotesResponse>(
    'patch',
    `/conversation/${encodeURIComponent(conversationId)}/note/${encodeURIComponent(noteId)}`,
    { json: { note }, loader: false },
  );
}

/** DELETE /conversation/{id}/note/{noteId}. */
export function removeConversationNote(conversationId: string, noteId: string): Promise<ConversationNotesResponse> {
  return api.request<ConversationNotesResponse>('delete', `/conversation/${encodeURIComponent(conversationId)}/note/${encodeURIComponent(noteId)}`, {
    loader: false,
  });
}

/** POST /{type}/{id}/note: a note of the member's or the profile's global memo (admins). */
export function addMemoNote(type: NoteSubject, subjectId: string, note: string): Promise<MemoResponse> {
  return api.request<MemoResponse>('post', `/${type}/${encodeURIComponent(subjectId)}/note`, { json: { note, type }, loader: false });
}

/** PATCH /{type}/{id}/note/{noteId}. */
export function updateMemoNote(type: NoteSubject, subjectId: string, noteId: string, note: string): Promise<MemoResponse> {
  return api.request<MemoResponse>('patch', `/${type}/${encodeURIComponent(subjectId)}/note/${encodeURIComponent(noteId)}`, {
    json: { note },
    loader: false,
  });
}

/** DELETE /{type}/{id}/note/{noteId}. */
export function removeMemoNote(type: NoteSubject, subjectId: string, noteId: string): Promise<MemoResponse> {
  return api.request<MemoResponse>('delete', `/${type}/${encodeURIComponent(subjectId)}/note/${encodeURIComponent(noteId)}`, { loader: false });
}

// Admins manage the staff (agent spec §7).

/** GET /agents: every staff member sharing a brand with the admin, with status and claims. */
export function listStaff(options: { signal?: AbortSignal } = {}): Promise<StaffAgentsResponse> {
  return api.request<StaffAgentsResponse>('get', '/agents', { loader: false, ...options });
}

/** POST /agent: a new agent or admin. */
export function createStaff(agent: AgentCreateInput): Promise<AgentSavedResponse> {
  return api.request<AgentSavedResponse>('post', '/agent', { json: agent, loader: false });
}

/** PATCH /agent/{id}: 'Agent Profile has been updated'; `disabled: true` ends the agent's sessions. */
export function updateStaff(id: string, patch: AgentPatch): Promise<AgentSavedResponse> {
  return api.request<AgentSavedResponse>('patch', `/agent/${encodeURIComponent(id)}`, { json: patch, loader: false });
}

// Members' photos under moderation (staff).

/** GET /moderation/images: the photos waiting in the staff member's brands, oldest first. */
export function waitingPhotos(options: { signal?: AbortSignal } = {}): Promise<ModerationImagesResponse> {
  return api.request<ModerationImagesResponse>('get', '/moderation/images', { loader: false, ...options });
}

/** PATCH /moderation/images/{id}: approve (the member's photo shows) or reject (removed). */
export function decidePhoto(id: string, decision: 'approve' | 'reject'): Promise<ModerationDecisionResponse> {
  return api.request<ModerationDecisionResponse>('patch', `/moderation/images/${encodeURIComponent(id)}`, { json: { decision }, loader: false });
}
