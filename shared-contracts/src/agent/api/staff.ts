// The console's calls for notes and memos, staff management and today's figures, photo moderation and
// members' accounts (agent spec §7; issue 27 items 1, 6, 7). Meet-ups use the member's calls (messaging/api).
import { api } from '../../platform/api/client';
import type { NoteType } from '../../messaging/entities/note';
import type { ModerationDecision, ModerationDecisionResponse, ModerationImagesResponse } from '../entities/moderation';
import type { ConversationNotesResponse, MemoResponse } from '../entities/note';
import type { MemberAccountsResponse, MemberReactivatedResponse } from '../entities/member-accounts';
import type { AgentCreate, AgentPatch, AgentSavedResponse, StaffAgentsResponse } from '../entities/staff';
import type { StaffFiguresResponse } from '../entities/staff-figures';

const at = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** POST /conversation/{id}/note: a note about the conversation's member (`user`) or profile; answers the conversation's notes. */
export function addConversationNote(conversationId: string, type: NoteType, note: string): Promise<ConversationNotesResponse> {
  return api.request<ConversationNotesResponse>('post', `/conversation/${at(conversationId)}/note`, {
    json: { note, type },
    loader: false,
  });
}

/** PATCH /conversation/{id}/note/{noteId}. */
export function updateConversationNote(conversationId: string, noteId: string, note: string): Promise<ConversationNotesResponse> {
  return api.request<ConversationNotesResponse>('patch', `/conversation/${at(conversationId, 'note', noteId)}`, {
    json: { note },
    loader: false,
  });
}

/** DELETE /conversation/{id}/note/{noteId}. */
export function removeConversationNote(conversationId: string, noteId: string): Promise<ConversationNotesResponse> {
  return api.request<ConversationNotesResponse>('delete', `/conversation/${at(conversationId, 'note', noteId)}`, { loader: false });
}

/** POST /{type}/{id}/note: a note on the global memo of a member (`user`) or a profile (admins); answers the memo. */
export function addMemoNote(type: NoteType, subjectId: string, note: string): Promise<MemoResponse> {
  return api.request<MemoResponse>('post', `/${type}/${at(subjectId)}/note`, { json: { note, type }, loader: false });
}

/** PATCH /{type}/{id}/note/{noteId}. */
export function updateMemoNote(type: NoteType, subjectId: string, noteId: string, note: string): Promise<MemoResponse> {
  return api.request<MemoResponse>('patch', `/${type}/${at(subjectId, 'note', noteId)}`, { json: { note }, loader: false });
}

/** DELETE /{type}/{id}/note/{noteId}. */
export function removeMemoNote(type: NoteType, subjectId: string, noteId: string): Promise<MemoResponse> {
  return api.request<MemoResponse>('delete', `/${type}/${at(subjectId, 'note', noteId)}`, { loader: false });
}

/** GET /agents (admins): the staff with status, statusLastUpdate and scope. */
export function listAgents(options: { signal?: AbortSignal } = {}): Promise<StaffAgentsResponse> {
  return api.request<StaffAgentsResponse>('get', '/agents', { loader: false, ...options });
}

/** GET /agents/figures (admins): today's replies, median first-response time and breaks per agent. */
export function getStaffFigures(options: { signal?: AbortSignal } = {}): Promise<StaffFiguresResponse> {
  return api.request<StaffFiguresResponse>('get', '/agents/figures', { loader: false, ...options });
}

/** POST /agent (admins). */
export function createAgent(agent: AgentCreate): Promise<AgentSavedResponse> {
  return api.request<AgentSavedResponse>('post', '/agent', { json: agent });
}

/** PATCH /agent/{id} (admins): 'Agent Profile has been updated'; `disabled: true` ends its sessions. */
export function updateAgent(agentId: string, patch: AgentPatch): Promise<AgentSavedResponse> {
  return api.request<AgentSavedResponse>('patch', `/agent/${at(agentId)}`, { json: patch });
}

/** GET /moderation/images: members' photos waiting in the staff member's brands. */
export function listModerationImages(options: { signal?: AbortSignal } = {}): Promise<ModerationImagesResponse> {
  return api.request<ModerationImagesResponse>('get', '/moderation/images', { loader: false, ...options });
}

/** PATCH /moderation/images/{id}: approve or reject a waiting photo. */
export function decideModerationImage(imageId: string, decision: ModerationDecision): Promise<ModerationDecisionResponse> {
  return api.request<ModerationDecisionResponse>('patch', `/moderation/images/${at(imageId)}`, { json: { decision }, loader: false });
}

/** GET /members (admins): members of their brands whose username or email is, or begins with, `search`. */
export function searchMembers(search: string, options: { signal?: AbortSignal } = {}): Promise<MemberAccountsResponse> {
  return api.request<MemberAccountsResponse>('get', '/members', { searchParams: { search }, loader: false, ...options });
}

/** POST /members/{id}/reactivate (admins): the member can sign in again at once; the toast says so. */
export function reactivateMember(memberId: string): Promise<MemberReactivatedResponse> {
  return api.request<MemberReactivatedResponse>('post', `/members/${at(memberId, 'reactivate')}`, { loader: false });
}
