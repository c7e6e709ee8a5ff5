import { z } from '../../platform/entities/zod';
import { BREAK_INTERVAL_S } from '../constants';
import { STAFF_ROLES } from '../../accounts/constants';
import { PROFILE_NAME_MAX_LENGTH } from '../../profiles/constants';
import { dateSchema, idSchema, nullableDateSchema } from '../../platform/entities/common';
import { emailSchema } from '../../platform/entities/email';
import { imageSchema } from '../../platform/entities/image';
import { textField } from '../../platform/entities/text-fields';
import { signInRequestSchema } from '../../accounts/entities/auth';

/** Offline, online (session active) or paused on a break (agent spec §4). */
export const agentStatusSchema = z.enum(['offline', 'online', 'paused']);
export type AgentStatus = z.infer<typeof agentStatusSchema>;
export const agentRoleSchema = z.enum(STAFF_ROLES);
export type AgentRole = z.infer<typeof agentRoleSchema>;

/** A staff agent (agent spec §3), persisted by the console. */
export const agentSchema = z.object({
  _id: idSchema,
  createDate: dateSchema,
  updateDate: dateSchema,
  status: agentStatusSchema,
  statusLastUpdate: nullableDateSchema,
  username: z.string().optional(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The access token's expiry. */
  exp: z.number().int().nonnegative(),
  type: z.literal('agent'),
  images: z.array(imageSchema).default([]),
  scope: z.array(z.string()).default([]),
  role: agentRoleSchema,
});
export type Agent = z.infer<typeof agentSchema>;

/** The agent's own details form ('Agent Profile has been updated' on success). */
export const agentUpdateSchema = z.object({
  firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'First name' }),
  lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'Last name' }),
  email: emailSchema,
});
export type AgentUpdate = z.infer<typeof agentUpdateSchema>;

/**
 * The console's session state (agent spec §3), kept in local storage so another tab can restore
 * a session or break: each flag has a preserved counterpart; timers are in seconds.
 */
export const agentSessionStateSchema = z.object({
  sessionActive: z.boolean().default(false),
  breakActive: z.boolean().default(false),
  breakIntervalActive: z.boolean().default(false),
  preservedSessionActive: z.boolean().default(false),
  preservedBreakActive: z.boolean().default(false),
  preservedBreakIntervalActive: z.boolean().default(false),
  sessionSeconds: z.number().int().nonnegative().default(0),
  breakSeconds: z.number().int().nonnegative().default(0),
  /** Counts down from BREAK_INTERVAL_S. */
  breakIntervalSeconds: z.number().int().nonnegative().default(BREAK_INTERVAL_S),
  breakReason: z.string().nullable().default(null),
  /** This tab leads the restore checks. */
  hasMaster: z.boolean().default(false),
  wsAutoReconnection: z.boolean().default(true),
});
export type AgentSessionState = z.infer<typeof agentSessionStateSchema>;

/**
 * Staff sign-in (POST /agent/authenticate): while the agent has a live session elsewhere it is
 * refused 409 'Agent is already logged-in', unless `takeOver` ends that session ('New device login').
 */
export const agentSignInRequestSchema = signInRequestSchema.extend({ takeOver: z.boolean().default(false) });
export type AgentSignInRequest = z.infer<typeof agentSignInRequestSchema>;
