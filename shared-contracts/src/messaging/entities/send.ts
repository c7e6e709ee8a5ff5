// Sending a message: the request (with its client key) and the answer (the stored message, its
// conversation and the credits left). Apart from message.ts so that conversation.ts may use it.
import { z } from '../../platform/entities/zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { isEmptyMessage } from '../rules/conversations';
import { MESSAGING_MESSAGES } from '../messages';
import { idSchema } from '../../platform/entities/common';
import { textLimits } from '../../platform/entities/text-fields';
import { conversationSchema } from './conversation';
import { messageSchema, messageTypeSchema } from './message';

/** A send's client-generated key: a retry with the same key is the same send (charged once). */
export const SEND_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * POST /conversation/{id}/message (and POST /conversation/{id}): `id` is a conversation of the
 * member's, or `blank` with `profileId` to open one. `key` makes a retry safe: the same key answers
 * the first send again and charges nothing. `attachment` is one of the member's own gallery photos
 * (POST /user/upload) or a photo uploaded in this conversation (POST /conversation/{id}/attachment),
 * with `messageType: 'attachment'`; the text may then be empty.
 */
export const conversationMessageRequestSchema = z
  .object({
    key: z.string().regex(SEND_KEY_PATTERN, { message: MESSAGING_MESSAGES.sendKeyInvalid }),
    profileId: idSchema.optional(),
    messageType: messageTypeSchema.default('text'),
    message: z.string().superRefine(textLimits(CHAT_MESSAGE_MAX_LENGTH, 'A message')).default(''),
    attachment: idSchema.nullable().default(null),
    /**
     * Staff only: the last message id the writer has seen. A member's message after it refuses
     * the reply (409 with the new lines); a member's send ignores it.
     */
    seen: idSchema.optional(),
    /** Admins only: the reply is written as admin (agent spec §7), shown as such to staff; a member sending it is refused. */
    admin: z.boolean().optional(),
  })
  .refine((draft) => !isEmptyMessage(draft), { message: MESSAGING_MESSAGES.nothingToSend, path: ['message'] });
export type ConversationMessageRequest = z.infer<typeof conversationMessageRequestSchema>;
export type ConversationMessageRequestInput = z.input<typeof conversationMessageRequestSchema>;

/** The answer to a send: the stored message (masked as the server keeps it), its conversation and the credits left. */
export const conversationMessageResponseSchema = z.object({
  /** The conversation with the sent message as its `messages`. */
  conversation: conversationSchema,
  message: messageSchema,
  user: z.object({ credits: z.number().int().nonnegative() }),
});
export type ConversationMessageResponse = z.infer<typeof conversationMessageResponseSchema>;
