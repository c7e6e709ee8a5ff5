import { z } from '../../platform/entities/zod';
import { CHAT_MESSAGE_MAX_LENGTH, SENDER_TYPES } from '../constants';
import { isEmptyMessage } from '../rules/conversations';
import { MESSAGES } from '../../messages';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { textLimits } from '../../platform/entities/text-fields';

export const messageTypeSchema = z.enum(['text', 'attachment']);
export type MessageType = z.infer<typeof messageTypeSchema>;
export const senderTypeSchema = z.enum(SENDER_TYPES);

/** A chat message (member spec §3). A pending message is shown at once, before the server has it. */
export const messageSchema = z.object({
  /** Absent while the message is pending. */
  _id: idSchema.optional(),
  messageType: messageTypeSchema,
  message: z.string().default(''),
  /** The attached image's id. */
  attachment: idSchema.nullable().default(null),
  dateSent: dateSchema,
  date: dateSchema,
  /** The start of the message's day, for the day separators. */
  day: dateSchema,
  senderType: senderTypeSchema,
  isRead: z.boolean().default(false),
  isPending: z.boolean().default(false),
});
export type Message = z.infer<typeof messageSchema>;

/** What a member or an agent sends; empty text with no attachment is refused. */
export const sendMessageSchema = z
  .object({
    messageType: messageTypeSchema.default('text'),
    message: z.string().superRefine(textLimits(CHAT_MESSAGE_MAX_LENGTH, 'A message')).default(''),
    attachment: idSchema.nullable().default(null),
    /** Agent side: sent by an administrator stepping in. */
    admin: z.boolean().optional(),
  })
  .refine((draft) => !isEmptyMessage(draft), { message: MESSAGES.nothingToSend, path: ['message'] });
export type SendMessage = z.infer<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A send's client-generated key: a retry with the same key is the same send (charged once). */
export const SEND_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * POST /conversation/{id}/message (and POST /conversation/{id}): `id` is a conversation of the
 * member's, or `blank` with `profileId` to open one. `key` makes a retry safe: the same key answers
 * the first send again and charges nothing. Photos are not attached yet (`attachment` must be null).
 */
export const conversationMessageRequestSchema = z
  .object({
    key: z.string().regex(SEND_KEY_PATTERN, { message: MESSAGES.sendKeyInvalid }),
    profileId: idSchema.optional(),
    messageType: messageTypeSchema.default('text'),
    message: z.string().superRefine(textLimits(CHAT_MESSAGE_MAX_LENGTH, 'A message')).default(''),
    attachment: idSchema.nullable().default(null),
  })
  .refine((draft) => !isEmptyMessage(draft), { message: MESSAGES.nothingToSend, path: ['message'] });
export type ConversationMessageRequest = z.infer<typeof conversationMessageRequestSchema>;
export type ConversationMessageRequestInput = z.input<typeof conversationMessageRequestSchema>;

/** The answer to a send: the stored message (masked as the server keeps it), its conversation and the credits left. */
export const conversationMessageResponseSchema = z.object({
  conversation: z.object({ _id: idSchema, archived: z.boolean(), profile: idSchema }),
  message: messageSchema,
  user: z.object({ credits: z.number().int().nonnegative() }),
});
export type ConversationMessageResponse = z.infer<typeof conversationMessageResponseSchema>;
