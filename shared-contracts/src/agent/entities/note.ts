// What the console writes about a conversation's member or profile: a note (the note itself is the
// conversation's, messaging/entities/note.ts) and the global memo.
import { z } from '../../platform/entities/zod';
import { NOTE_MAX_LENGTH } from '../constants';
import { textField } from '../../platform/entities/text-fields';
import { noteSchema, noteTypeSchema } from '../../messaging/entities/note';

/** Add or update a note. */
export const noteInputSchema = z.object({
  note: textField({ max: NOTE_MAX_LENGTH, label: 'A note', required: true }),
  global: z.boolean().default(false),
  type: noteTypeSchema,
});
export type NoteInput = z.infer<typeof noteInputSchema>;

/** The global memo: the notes kept across conversations. */
export const memoSchema = z.object({ notes: z.array(noteSchema).default([]) });
export type Memo = z.infer<typeof memoSchema>;
