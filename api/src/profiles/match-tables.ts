// The match game: swipes and the matches they make (each opens a conversation: messaging/tables.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { createdAt } from '../db/columns';
import { conversations } from '../messaging/tables';
import { profiles } from './tables';

/** The match game: one swipe per member and profile; undo removes the latest. */
export const swipes = pgTable(
  'swipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    action: text('action').$type<'like' | 'dislike'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('swipes_user_id_profile_id_key').on(t.userId, t.profileId),
    index('swipes_user_id_id_idx').on(t.userId, t.id),
    check('swipes_action_check', sql`${t.action} in ('like', 'dislike')`),
  ],
);

/** A like that the profile returned. `created_conversation` says whether undo may remove the conversation. */
export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdConversation: boolean('created_conversation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('matches_user_id_profile_id_key').on(t.userId, t.profileId),
    index('matches_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);
