// What staff write about a conversation's member or profile (messaging/notes.ts): a conversation's
// notes and the global memos. Who may write is checked by the caller before any of these run; every
// statement names the note's conversation (or memo subject) too, so a note elsewhere is never touched.
// An addition locks the row its bound counts on (the conversation, or the memo's member or profile),
// so two at once cannot pass the bound.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations, notes, profiles, users, type NoteSubject } from '../../db/schema';

export interface NoteRow {
  id: number;
  conversationId: number | null;
  type: NoteSubject;
  userId: number | null;
  profileId: number | null;
  note: string;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Where a note lives: a conversation (its notes about the member or the profile) or a subject's global memo. */
export type NotePlace = { conversationId: number } | { memo: NoteSubject; subjectId: number };

export interface NotesRepository {
  /** The conversations' own notes, oldest first. */
  ofConversations(conversationIds: readonly number[]): Promise<Map<number, NoteRow[]>>;
  /** The global memos' notes of these members and these profiles, oldest first. */
  memosOf(
    userIds: readonly number[],
    profileIds: readonly number[],
  ): Promise<{ user: Map<number, NoteRow[]>; profile: Map<number, NoteRow[]> }>;
  /** Both at once, in one statement (every staff view of a conversation, every claim). */
  notesAndMemosOf(
    conversationIds: readonly number[],
    userIds: readonly number[],
    profileIds: readonly number[],
  ): Promise<{ own: Map<number, NoteRow[]>; user: Map<number, NoteRow[]>; profile: Map<number, NoteRow[]> }>;
  /** The brand of a memo's subject (a member or a profile), null when it does not exist. */
  brandOfSubject(type: NoteSubject, subjectId: number): Promise<number | null>;
  /** Adds a note unless the place holds `max` already (null then). `subject` names the conversation's member or profile. */
  add(
    place: NotePlace,
    subject: { type: NoteSubject; id: number },
    text: string,
    agentId: number,
    at: Date,
    max: number,
  ): Promise<NoteRow | null>;
  /** Changes a note's text; null when the place has no such note. */
  update(place: NotePlace, noteId: number, text: string, agentId: number, at: Date): Promise<NoteRow | null>;
  /** Removes a note; false when the place has no such note. */
  remove(place: NotePlace, noteId: number): Promise<boolean>;
}

/** A note's columns (also read as JSON by the staff view's one statement, staff-view.ts). */
export const noteColumns = {
  id: notes.id,
  conversationId: notes.conversationId,
  type: notes.type,
  userId: notes.userId,
  profileId: notes.profileId,
  note: notes.note,
  archived: notes.archived,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

const subjectColumn = (type: NoteSubject) => (type === 'user' ? notes.userId : notes.profileId);

function where(place: NotePlace) {
  return 'conversationId' in place
    ? eq(notes.conversationId, place.conversationId)
    : and(isNull(notes.conversationId), eq(notes.type, place.memo), eq(subjectColumn(place.memo), place.subjectId));
}

/** `genericPlansDb`: where the reads every staff view of a conversation makes run, prepared once and planned once per connection. */
export function createNotesRepository(db: Database, genericPlansDb: Database = db): NotesRepository {
  // The conversations' notes, and a kind of memo of these subjects; each list a placeholder.
  const ids = (name: string) => sql`any(${sql.placeholder(name)}::int[])`;
  const ofConversationsWhere = sql`${notes.conversationId} = ${ids('conversationIds')}`;
  const memosWhere = (type: NoteSubject, name: string) =>
    and(isNull(notes.conversationId), eq(notes.type, type), sql`${subjectColumn(type)} = ${ids(name)}`);
  const ofConversationsStatement = genericPlansDb
    .select(noteColumns)
    .from(notes)
    .where(ofConversationsWhere)
    .orderBy(asc(notes.id))
    .prepare('notes_of_conversations');
  const memosStatement = (type: NoteSubject) =>
    genericPlansDb
      .select(noteColumns)
      .from(notes)
      .where(memosWhere(type, 'subjectIds'))
      .orderBy(asc(notes.id))
      .prepare(`notes_memos_of_${type}`);
  const memosOfStatements = { user: memosStatement('user'), profile: memosStatement('profile') };
  // Three index scans (the conversations' notes, then each kind of memo) in one round trip; the
  // conversations' notes have a conversation and the memos none, so no row is read twice.
  const notesAndMemosStatement = genericPlansDb
    .select(noteColumns)
    .from(notes)
    .where(ofConversationsWhere)
    .unionAll(genericPlansDb.select(noteColumns).from(notes).where(memosWhere('user', 'userIds')))
    .unionAll(genericPlansDb.select(noteColumns).from(notes).where(memosWhere('profile', 'profileIds')))
    .orderBy(sql`1`)
    .prepare('notes_and_memos_of');
  const push = (into: Map<number, NoteRow[]>, id: number, row: NoteRow) => {
    const list = into.get(id);
    if (list) list.push(row);
    else into.set(id, [row]);
  };
  return {
    async notesAndMemosOf(conversationIds, userIds, profileIds) {
      const own = new Map<number, NoteRow[]>();
      const user = new Map<number, NoteRow[]>();
      const profile = new Map<number, NoteRow[]>();
      const rows = await notesAndMemosStatement.execute({
        conversationIds: [...conversationIds],
        userIds: [...userIds],
        profileIds: [...profileIds],
      });
      // Oldest first in each list: the rows come ordered by id.
      for (const row of rows) {
        if (row.conversationId !== null) push(own, row.conversationId, row);
        else if (row.type === 'user') push(user, row.userId!, row);
        else push(profile, row.profileId!, row);
      }
      return { own, user, profile };
    },

    async ofConversations(conversationIds) {
      const byConversation = new Map<number, NoteRow[]>();
      if (conversationIds.length === 0) return byConversation;
      const rows = await ofConversationsStatement.execute({ conversationIds: [...conversationIds] });
      for (const row of rows) byConversation.set(row.conversationId!, [...(byConversation.get(row.conversationId!) ?? []), row]);
      return byConversation;
    },

    async memosOf(userIds, profileIds) {
      const user = new Map<number, NoteRow[]>();
      const profile = new Map<number, NoteRow[]>();
      const read = async (type: NoteSubject, subjectIds: readonly number[], into: Map<number, NoteRow[]>) => {
        if (subjectIds.length === 0) return;
        const rows = await memosOfStatements[type].execute({ subjectIds: [...subjectIds] });
        for (const row of rows) {
          const id = (type === 'user' ? row.userId : row.profileId)!;
          into.set(id, [...(into.get(id) ?? []), row]);
        }
      };
      await Promise.all([read('user', userIds, user), read('profile', profileIds, profile)]);
      return { user, profile };
    },

    async brandOfSubject(type, subjectId) {
      const table = type === 'user' ? users : profiles;
      const [row] = await db.select({ brandId: table.brandId }).from(table).where(eq(table.id, subjectId)).limit(1);
      return row?.brandId ?? null;
    },

    add(place, subject, text, agentId, at, max) {
      return db.transaction(async (tx) => {
        if ('conversationId' in place) {
          await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, place.conversationId)).for('update');
        } else {
          const table = place.memo === 'user' ? users : profiles;
          await tx.select({ id: table.id }).from(table).where(eq(table.id, place.subjectId)).for('update');
        }
        const [held] = await tx.select({ n: count() }).from(notes).where(where(place));
        if ((held?.n ?? 0) >= max) return null;
        const [row] = await tx
          .insert(notes)
          .values({
            conversationId: 'conversationId' in place ? place.conversationId : null,
            type: subject.type,
            userId: subject.type === 'user' ? subject.id : null,
            profileId: subject.type === 'profile' ? subject.id : null,
            note: text,
            agentId,
            createdAt: at,
            updatedAt: at,
          })
          .returning(noteColumns);
        return row!;
      });
    },

    async update(place, noteId, text, agentId, at) {
      const [row] = await db
        .update(notes)
        .set({ note: text, agentId, updatedAt: at })
        .where(and(where(place), eq(notes.id, noteId)))
        .returning(noteColumns);
      return row ?? null;
    },

    async remove(place, noteId) {
      const removed = await db
        .delete(notes)
        .where(and(where(place), eq(notes.id, noteId)))
        .returning({ id: notes.id });
      return removed.length > 0;
    },
  };
}
