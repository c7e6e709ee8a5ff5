import { z } from '../../platform/entities/zod';
import { NOTE_MAX_LENGTH } from '../constants';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { textField } from '../../platform/entities/text-fields';

export const noteTypeSchema = z.enum(['user', 'profile']);
export type NoteType = z.infer<typeof noteTypeSchema>;

/** An agent's note about the member (user) or the profile of a conversation (agent spec §3). */
export const noteSchema = z.object({
  _id: idSchema,
  note: z.string(),
  archived: z.boolean().default(false),
  /** A global note is kept on the memo and shown in every conversation of its subject. */
  global: z.boolean().default(false),
  type: noteTypeSchema,
  date: dateSchema,
});
export type Note = z.infer<typeof noteSchema>;

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
