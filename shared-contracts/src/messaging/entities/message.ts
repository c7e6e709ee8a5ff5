import { z } from '../../platform/entities/zod';
import { CHAT_MESSAGE_MAX_LENGTH, SENDER_TYPES } from '../constants';
import { isEmptyMessage } from '../rules/conversations';
import { MESSAGING_MESSAGES } from '../messages';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { textLimits } from '../../platform/entities/text-fields';
import { imageSchema } from '../../platform/entities/image';

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
  /** The attached image's sizes (signed addresses only the conversation's member and staff get); null without one. */
  attachmentImage: imageSchema.nullable().default(null),
  dateSent: dateSchema,
  date: dateSchema,
  /** The start of the message's day, for the day separators. */
  day: dateSchema,
  senderType: senderTypeSchema,
  isRead: z.boolean().default(false),
  isPending: z.boolean().default(false),
  /** Staff reads only: an admin stepped in and wrote it (agent spec §3); members see the profile's line. */
  admin: z.boolean().optional(),
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
  .refine((draft) => !isEmptyMessage(draft), { message: MESSAGING_MESSAGES.nothingToSend, path: ['message'] });
export type SendMessage = z.infer<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;
