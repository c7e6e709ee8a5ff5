// What the console writes about a conversation's member or profile: a note (the note itself is the
// conversation's, messaging/entities/note.ts) and the global memo.
import { z } from '../../platform/entities/zod';
import { NOTE_MAX_LENGTH } from '../constants';
import { textField } from '../../platform/entities/text-fields';
import { noteSchema, noteTypeSchema } from '../../messaging/entities/note';

/**
 * Add a note: POST /conversation/{id}/note (about the conversation's member or profile, `type`),
 * POST /{type}/{profileId}/note (a global memo's note; the path's type wins). `global` is kept for
 * the console's older calls and ignored: the path says which.
 */
export const noteInputSchema = z.object({
  note: textField({ max: NOTE_MAX_LENGTH, label: 'A note', required: true }),
  global: z.boolean().default(false),
  type: noteTypeSchema,
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/** PATCH …/note/{noteId}: the note's new text (`type` may ride along; a note keeps its subject). */
export const noteUpdateSchema = z.object({
  note: textField({ max: NOTE_MAX_LENGTH, label: 'A note', required: true }),
  type: noteTypeSchema.optional(),
  global: z.boolean().optional(),
});
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;

/** The global memo: the notes kept across conversations, about a member (`user`) or a profile. */
export const memoSchema = z.object({ type: noteTypeSchema.optional(), notes: z.array(noteSchema).default([]) });
export type Memo = z.infer<typeof memoSchema>;

/** What a conversation note's POST, PATCH and DELETE answer: the conversation's notes as they now are, and the toast. */
export const conversationNotesResponseSchema = z.object({
  userNotes: z.array(noteSchema),
  profileNotes: z.array(noteSchema),
  message: z.string(),
});
export type ConversationNotesResponse = z.infer<typeof conversationNotesResponseSchema>;

/** What a global memo's POST, PATCH and DELETE answer: the memo's notes as they now are, and the toast. */
export const memoResponseSchema = z.object({
  memo: memoSchema,
  message: z.string(),
});
export type MemoResponse = z.infer<typeof memoResponseSchema>;
