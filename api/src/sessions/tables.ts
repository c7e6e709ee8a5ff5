// Sign-in sessions and the single-use tokens already spent.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/** One row per sign-in; the access token carries its id (`sid`), logout sets `revoked_at`. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    subjectKind: text('subject_kind').$type<'member' | 'agent'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /**
     * A staff session's last sign of life (a request, a socket's heartbeat), written at most every
     * SEEN_WRITE_EVERY_MS: a console closed without logging out lapses after two silent heartbeats
     * (agents/session-lapse.ts). Null: not seen since it opened (created_at counts).
     */
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // Serves "does this agent already have a live session".
    index('sessions_subject_idx').on(t.subjectKind, t.subjectId, t.expiresAt),
    check('sessions_subject_kind_check', sql`${t.subjectKind} in ('member', 'agent')`),
  ],
);

/**
 * Single-use tokens already spent (captcha tokens, password reset links), kept until they
 * expire so a replay is refused on every API instance.
 */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('spent_tokens_expires_idx').on(t.expiresAt)],
);
