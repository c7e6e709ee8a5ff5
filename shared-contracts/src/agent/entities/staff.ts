// Admins manage the staff (agent spec §3, §7; issue 27 item 1): GET /agents, POST /agent,
// PATCH /agent/{id} ('Agent Profile has been updated'). A disabled agent cannot sign in, and
// disabling one ends its sessions at once.
import { z } from '../../platform/entities/zod';
import { idSchema } from '../../platform/entities/common';
import { emailSchema } from '../../platform/entities/email';
import { textField } from '../../platform/entities/text-fields';
import { PROFILE_NAME_MAX_LENGTH } from '../../profiles/constants';
import { newPasswordSchema, usernameSchema } from '../../accounts/entities/account';
import { agentRoleSchema, agentSchema } from './agent';

/** A staff member as admins see them: the agent entity (no token expiry), its sign-in name, whether disabled and why paused. */
export const staffAgentSchema = agentSchema.omit({ exp: true }).extend({
  username: z.string(),
  disabled: z.boolean(),
  /** A break's reason while paused, else null. */
  statusReason: z.string().nullable(),
  /** Conversations the agent holds now. */
  claims: z.number().int().nonnegative(),
});
export type StaffAgent = z.infer<typeof staffAgentSchema>;

/** GET /agents: every staff member sharing a brand with the admin, by username. */
export const staffAgentsResponseSchema = z.object({ agents: z.array(staffAgentSchema) });
export type StaffAgentsResponse = z.infer<typeof staffAgentsResponseSchema>;

/** The brands an agent works for: brand ids, at least one. */
const scopeSchema = z.array(idSchema).min(1).max(50);

/** POST /agent: a new agent or admin, working for `scope` (brands the admin works for). */
export const agentCreateSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'First name' }).default(''),
    lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'Last name' }).default(''),
    role: agentRoleSchema.default('agent'),
    scope: scopeSchema,
  })
  .strict();
export type AgentCreate = z.infer<typeof agentCreateSchema>;

/** PATCH /agent/{id}: any of the fields, a new password, or `disabled` (true ends its sessions). */
export const agentPatchSchema = z
  .object({
    email: emailSchema.optional(),
    password: newPasswordSchema.optional(),
    firstName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'First name' }).optional(),
    lastName: textField({ max: PROFILE_NAME_MAX_LENGTH, label: 'Last name' }).optional(),
    role: agentRoleSchema.optional(),
    scope: scopeSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type AgentPatch = z.infer<typeof agentPatchSchema>;

/** POST /agent and PATCH /agent/{id}: the agent as saved, and the toast ('Agent Profile has been updated'). */
export const agentSavedResponseSchema = z.object({ agent: staffAgentSchema, message: z.string() });
export type AgentSavedResponse = z.infer<typeof agentSavedResponseSchema>;
