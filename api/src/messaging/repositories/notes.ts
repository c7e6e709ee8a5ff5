// What staff write about a conversation's member or profile (messaging/notes.ts): a conversation's
// notes and the global memos. Who may write is checked by the caller before any of these run; every
// statement names the note's conversation (or memo subject) too, so a note elsewhere is never touched.
// An addition locks the row its bound counts on (the conversation, or the memo's member or profile),
// so two at once cannot pass the bound.
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fromJson, sqlNamesOf } from '../../db/json-rows';
import { prepareNamed, writeStatement } from '../../db/named-statement';
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
  /** The conversations' own notes and the global memos of these members and profiles, in one statement. */
  notesAndMemosOf(conversationIds: readonly number[], userIds: readonly number[], profileIds: readonly number[]): Promise<GroupedNotes>;
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

/** A conversation's own notes by conversation, and the memos by member and by profile; each list oldest first. */
export interface GroupedNotes {
  own: Map<number, NoteRow[]>;
  user: Map<number, NoteRow[]>;
  profile: Map<number, NoteRow[]>;
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

/**
 * The notes of these conversations and the global memos of these members and profiles, each an SQL
 * int array (a placeholder here, `array[c.id]` in the staff view's statement): three index scans in
 * one statement. A conversation's notes have a conversation and memos none, so no row is read twice.
 * Columns by their SQL names; map the rows with `fromJson(noteColumns, …)`.
 */
export function notesAndMemosSelect(conversationIds: SQL, userIds: SQL, profileIds: SQL): SQL {
  const columns = sql.raw(sqlNamesOf(noteColumns));
  return sql`select ${columns} from ${notes} where conversation_id = any(${conversationIds})
    union all select ${columns} from ${notes} where conversation_id is null and type = 'user' and user_id = any(${userIds})
    union all select ${columns} from ${notes} where conversation_id is null and type = 'profile' and profile_id = any(${profileIds})`;
}

/** Rows of `notesAndMemosSelect` in id order, grouped: each list stays oldest first. */
export function groupNotesAndMemos(rows: Iterable<NoteRow>): GroupedNotes {
  const grouped: GroupedNotes = { own: new Map(), user: new Map(), profile: new Map() };
  const push = (into: Map<number, NoteRow[]>, id: number, row: NoteRow) => {
    const list = into.get(id);
    if (list) list.push(row);
    else into.set(id, [row]);
  };
  for (const row of rows) {
    if (row.conversationId !== null) push(grouped.own, row.conversationId, row);
    else if (row.type === 'user') push(grouped.user, row.userId!, row);
    else push(grouped.profile, row.profileId!, row);
  }
  return grouped;
}

/** `genericPlansDb`: where the reads every staff view of a conversation makes run, prepared once and planned once per connection. */
export function createNotesRepository(db: Database, genericPlansDb: Database = db): NotesRepository {
  const ids = (name: string) => sql`${sql.placeholder(name)}::int[]`;
  const notesAndMemosStatement = prepareNamed(
    genericPlansDb,
    'notes_and_memos_of',
    writeStatement(sql`${notesAndMemosSelect(ids('conversationIds'), ids('userIds'), ids('profileIds'))} order by 1`),
  );
  return {
    async notesAndMemosOf(conversationIds, userIds, profileIds) {
      const { rows } = (await notesAndMemosStatement.execute({
        conversationIds: [...conversationIds],
        userIds: [...userIds],
        profileIds: [...profileIds],
      })) as { rows: Record<string, unknown>[] };
      return groupNotesAndMemos(rows.map((row) => fromJson<NoteRow>(noteColumns, row)));
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
