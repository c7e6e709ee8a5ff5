// The agent's work session as the server keeps it (agent spec §4, §7): POST /event with
// agent-status-update, and what GET /claim answers.
import { z } from '../../platform/entities/zod';
import { nullableDateSchema } from '../../platform/entities/common';
import { textField } from '../../platform/entities/text-fields';
import { BREAK_REASON_MAX_LENGTH } from '../constants';
import { agentStatusSchema } from './agent';
import { agentConversationSchema } from './agent-conversation';

/** POST /event: the console's status change (online, paused with a reason, offline). */
export const agentStatusEventSchema = z.object({
  event: z.literal('agent-status-update'),
  status: agentStatusSchema,
  reason: textField({ max: BREAK_REASON_MAX_LENGTH, label: 'The reason' }).optional(),
});
export type AgentStatusEvent = z.infer<typeof agentStatusEventSchema>;

/** The agent's status after the change; `pauseAllowedAt` says when the next break may start. */
export const agentStatusResponseSchema = z.object({
  status: agentStatusSchema,
  statusLastUpdate: nullableDateSchema,
  reason: z.string().nullable(),
  pauseAllowedAt: nullableDateSchema,
  /** Conversations given back to the queue by this change. */
  released: z.number().int().nonnegative(),
});
export type AgentStatusResponse = z.infer<typeof agentStatusResponseSchema>;

/** GET /claim: the claimed conversation, or null with the catalogue's 'No conversation is waiting'. */
export const claimResponseSchema = z.object({
  claim: agentConversationSchema.nullable(),
  message: z.string().optional(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
