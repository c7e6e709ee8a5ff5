// Photos uploaded in a chat (issue 28 item 4): stored apart from the member's gallery
// (media's user_images), so no gallery, profile or moderation read can ever show one. A photo
// belongs to the conversation of its member and profile (one conversation per pair, which need not
// exist yet: a first message may carry it), and is sent in that conversation only.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { createdAt, type ImageFormat } from '../db/columns';
import { profiles } from '../profiles/tables';

export const chatPhotos = pgTable(
  'chat_photos',
  {
    /** Random: the id a send names (a gallery photo's is a number), and its files' name. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The conversation's profile: the photo is the conversation (user_id, profile_id)'s. */
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Under the media folder: `chats/<userId>/<id>`. */
    pathKey: text('path_key').notNull(),
    format: text('format').$type<ImageFormat>().notNull(),
    /** By the injected clock: a photo never sent is swept CHAT_PHOTO_UNSENT_TTL_MS after it. */
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_photos_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('chat_photos_created_at_idx').on(t.createdAt),
    check('chat_photos_format_check', sql`${t.format} in ('jpeg', 'png')`),
  ],
);
