// Notes and global memos (agent spec §3, §6; issue 27 item 6): staff write notes about a
// conversation's member (`user`) or profile, shown in that conversation; an admin keeps global
// memos about a member or a profile, shown in every conversation of theirs (agents read them, in
// the claim's answer and GET /conversation/{id}). A conversation's notes: staff of its brand, an
// agent only while holding its claim (staff-access.ts). At most NOTES_PER_CONVERSATION_MAX per
// conversation and NOTES_PER_MEMO_MAX per memo, each at most NOTE_MAX_LENGTH (the contract's).
// Every change is a `notes.changed` domain event with the notes as they now are: the staff who have
// the conversation (or any conversation of the memo's member or profile) open see it at once.
import { MESSAGES, NOTES_PER_CONVERSATION_MAX, NOTES_PER_MEMO_MAX } from '@heartline/contracts/rules';
import type { ConversationNotesResponse, MemoResponse, Note, NoteInput, NoteType, NoteUpdate } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import type { MessagingDeps } from './deps';
import type { NoteRow } from './repositories/notes';
import { workableConversation, type StaffCaller, type StaffConversationRow } from './staff-access';

/** What a conversation shows staff of its notes: its own, and the memos of its member and profile. */
export interface ConversationNotes {
  userNotes: Note[];
  profileNotes: Note[];
  userMemo: Note[];
  profileMemo: Note[];
}

export interface Notes {
  addToConversation(staff: StaffCaller, conversationId: number, input: NoteInput): Promise<ConversationNotesResponse>;
  updateInConversation(staff: StaffCaller, conversationId: number, noteId: number, update: NoteUpdate): Promise<ConversationNotesResponse>;
  removeFromConversation(staff: StaffCaller, conversationId: number, noteId: number): Promise<ConversationNotesResponse>;
  addToMemo(staff: StaffCaller, type: NoteType, subjectId: number, input: NoteInput): Promise<MemoResponse>;
  updateInMemo(staff: StaffCaller, type: NoteType, subjectId: number, noteId: number, update: NoteUpdate): Promise<MemoResponse>;
  removeFromMemo(staff: StaffCaller, type: NoteType, subjectId: number, noteId: number): Promise<MemoResponse>;
  /** The notes of each conversation (by id) for staff answers. */
  of(rows: ReadonlyArray<{ id: number; userId: number; profileId: number }>): Promise<Map<number, ConversationNotes>>;
}

export function noteOf(row: NoteRow): Note {
  return {
    _id: String(row.id),
    note: row.note,
    archived: row.archived,
    global: row.conversationId === null,
    type: row.type,
    date: row.createdAt.toISOString(),
  };
}

/** A conversation's own notes and its member's and profile's memos (each oldest first) as staff see them. */
export function conversationNotesOf(
  own: readonly NoteRow[],
  userMemo: readonly NoteRow[],
  profileMemo: readonly NoteRow[],
): ConversationNotes {
  return {
    userNotes: own.filter((note) => note.type === 'user').map(noteOf),
    profileNotes: own.filter((note) => note.type === 'profile').map(noteOf),
    userMemo: userMemo.map(noteOf),
    profileMemo: profileMemo.map(noteOf),
  };
}

export function createNotes(deps: MessagingDeps): Notes {
  const repository = deps.repositories.notes;
  const { clock } = deps;

  /** The conversation's notes as they now are, told to whoever has it open, and the answer. */
  async function conversationAnswer(conversation: StaffConversationRow, message: string): Promise<ConversationNotesResponse> {
    const rows = (await repository.notesAndMemosOf([conversation.id], [], [])).own.get(conversation.id) ?? [];
    const userNotes = rows.filter((row) => row.type === 'user').map(noteOf);
    const profileNotes = rows.filter((row) => row.type === 'profile').map(noteOf);
    deps.domainEvents.emit('notes.changed', {
      brandId: conversation.profile.brandId,
      conversationId: conversation.id,
      userNotes,
      profileNotes,
    });
    return { userNotes, profileNotes, message };
  }

  /** The memo as it now is, told to whoever has a conversation of its subject open, and the answer. */
  async function memoAnswer(type: NoteType, subjectId: number, brandId: number, message: string): Promise<MemoResponse> {
    const memos = await repository.notesAndMemosOf([], type === 'user' ? [subjectId] : [], type === 'profile' ? [subjectId] : []);
    const notes = (memos[type].get(subjectId) ?? []).map(noteOf);
    deps.domainEvents.emit('notes.changed', { brandId, memo: type, subjectId, notes });
    return { memo: { type, notes }, message };
  }

  /** Global memos: admins only, about a member or profile of their brands. Answers the subject's brand. */
  async function memoSubject(staff: StaffCaller, type: NoteType, subjectId: number): Promise<number> {
    if (staff.role !== 'admin') throw new HttpError(403, MESSAGES.memoAdminOnly);
    const brandId = await repository.brandOfSubject(type, subjectId);
    if (brandId === null) throw new HttpError(404, MESSAGES.memoSubjectNotFound);
    if (!(await deps.agents.scope.brandsOf(staff.agentId)).includes(brandId)) throw new HttpError(403, MESSAGES.outsideScope);
    return brandId;
  }

  return {
    async addToConversation(staff, conversationId, input) {
      const row = await workableConversation(deps, staff, conversationId);
      const subject = { type: input.type, id: input.type === 'user' ? row.userId : row.profileId };
      const added = await repository.add({ conversationId }, subject, input.note, staff.agentId, clock(), NOTES_PER_CONVERSATION_MAX);
      if (!added) throw new HttpError(409, MESSAGES.noteLimit);
      return conversationAnswer(row, MESSAGES.memoAdded);
    },

    async updateInConversation(staff, conversationId, noteId, update) {
      const row = await workableConversation(deps, staff, conversationId);
      if (!(await repository.update({ conversationId }, noteId, update.note, staff.agentId, clock())))
        throw new HttpError(404, MESSAGES.noteNotFound);
      return conversationAnswer(row, MESSAGES.memoUpdated);
    },

    async removeFromConversation(staff, conversationId, noteId) {
      const row = await workableConversation(deps, staff, conversationId);
      if (!(await repository.remove({ conversationId }, noteId))) throw new HttpError(404, MESSAGES.noteNotFound);
      return conversationAnswer(row, MESSAGES.memoRemoved);
    },

    async addToMemo(staff, type, subjectId, input) {
      const brandId = await memoSubject(staff, type, subjectId);
      const added = await repository.add(
        { memo: type, subjectId },
        { type, id: subjectId },
        input.note,
        staff.agentId,
        clock(),
        NOTES_PER_MEMO_MAX,
      );
      if (!added) throw new HttpError(409, MESSAGES.noteLimit);
      return memoAnswer(type, subjectId, brandId, MESSAGES.memoAdded);
    },

    async updateInMemo(staff, type, subjectId, noteId, update) {
      const brandId = await memoSubject(staff, type, subjectId);
      if (!(await repository.update({ memo: type, subjectId }, noteId, update.note, staff.agentId, clock())))
        throw new HttpError(404, MESSAGES.noteNotFound);
      return memoAnswer(type, subjectId, brandId, MESSAGES.memoUpdated);
    },

    async removeFromMemo(staff, type, subjectId, noteId) {
      const brandId = await memoSubject(staff, type, subjectId);
      if (!(await repository.remove({ memo: type, subjectId }, noteId))) throw new HttpError(404, MESSAGES.noteNotFound);
      return memoAnswer(type, subjectId, brandId, MESSAGES.memoRemoved);
    },

    async of(rows) {
      const { own, ...memos } = await repository.notesAndMemosOf(
        rows.map((row) => row.id),
        [...new Set(rows.map((row) => row.userId))],
        [...new Set(rows.map((row) => row.profileId))],
      );
      return new Map(
        rows.map((row) => [
          row.id,
          conversationNotesOf(own.get(row.id) ?? [], memos.user.get(row.userId) ?? [], memos.profile.get(row.profileId) ?? []),
        ]),
      );
    },
  };
}
