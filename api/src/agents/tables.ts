// Staff of the agent console.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from '../brands/tables';
import { createdAt, updatedAt } from '../db/columns';

export const agents = pgTable(
  'agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<'agent' | 'admin'>().notNull().default('agent'),
    /** The work session (agent spec §4): offline, online or paused on a break; POST /event sets it. */
    status: text('status').$type<'offline' | 'online' | 'paused'>().notNull().default('offline'),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true, mode: 'date' }),
    /** The last break taken: another is refused within the hour after it. */
    lastPauseAt: timestamp('last_pause_at', { withTimezone: true, mode: 'date' }),
    /** Why the agent is paused (the break's reason), null otherwise. */
    statusReason: text('status_reason'),
    /** An admin disabled the account (PATCH /agent/{id}): it cannot sign in, its sessions ended. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agents_username_key').on(sql`lower(${t.username})`),
    check('agents_role_check', sql`${t.role} in ('agent', 'admin')`),
    check('agents_status_check', sql`${t.status} in ('offline', 'online', 'paused')`),
  ],
);

/** An agent's scope: the brands whose conversations the agent sees, claims and answers. */
export const agentBrands = pgTable(
  'agent_brands',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.brandId] }), index('agent_brands_brand_id_idx').on(t.brandId)],
);

/**
 * Each break an agent takes (agent spec §4): started by a pause, ended by the next status change
 * (online, offline, a lapse or a disable). The staff board counts today's breaks and their time.
 */
export const agentPauses = pgTable(
  'agent_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null while the break lasts. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  // Serves the day's breaks of an agent (the staff board's figures) and closing the open one.
  (t) => [index('agent_pauses_agent_id_started_at_idx').on(t.agentId, t.startedAt)],
);
