// Members' own photos (the profiles' photos are in profiles.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { createdAt, type ImageFormat } from '../db/columns';

/** A member's own photos; new uploads wait under moderation until staff approve them. */
export const userImages = pgTable(
  'user_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'avatar' | 'hidden' | 'others'>().notNull(),
    pathKey: text('path_key').notNull(),
    format: text('format').$type<ImageFormat>().notNull(),
    underModeration: boolean('under_moderation').notNull().default(true),
    processed: boolean('processed').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_images_user_id_idx').on(t.userId, t.id),
    /** The staff's moderation list: the photos waiting, oldest first. */
    index('user_images_moderation_idx')
      .on(t.id)
      .where(sql`${t.underModeration}`),
    check('user_images_type_check', sql`${t.type} in ('avatar', 'hidden', 'others')`),
    check('user_images_format_check', sql`${t.format} in ('jpeg', 'png')`),
  ],
);
