// A message row's columns as the repositories read them (conversations.ts, staff-reply.ts).
import { messages } from '../../db/schema';

export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  senderType: messages.senderType,
  messageType: messages.messageType,
  attachmentImageId: messages.attachmentImageId,
  attachmentProfileImageId: messages.attachmentProfileImageId,
  attachmentChatPhotoId: messages.attachmentChatPhotoId,
  text: messages.text,
  sentAt: messages.sentAt,
  isRead: messages.isRead,
};
