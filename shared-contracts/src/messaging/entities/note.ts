// The notes a conversation carries: what the staff wrote about its member (user) or its profile.
// The member's conversation holds them (conversation.ts); the console writes them (agent/entities/note.ts).
import { z } from '../../platform/entities/zod';
import { dateSchema, idSchema } from '../../platform/entities/common';

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
