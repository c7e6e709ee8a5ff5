// The rows the conversations' statements answer (conversations.ts, member-send.ts, staff-reply.ts): below them,
// so that the send's statement and the repository that runs it share them without a circle.
import type { ProfileImageRow, ProfileSummaryRow } from '../../profiles/cards';

export interface ConversationRow {
  id: number;
  profileId: number;
  archived: boolean;
}

export type ConversationClass = 'inbox' | 'conversations' | 'archive';
/** A class, or `flirts` (opening lines not answered) or `sent` (the member's word is the latest). */
export type ConversationListName = ConversationClass | 'flirts' | 'sent';

/** A conversation with what the member's lists and chat show of it. */
export interface ConversationDetailRow extends ConversationRow {
  createdAt: Date;
  lastMessageAt: Date | null;
  /** Whether the member has written in it (conversations) or only the profile (inbox). */
  memberWrote: boolean;
  /** The profile's messages not read yet (the lists only). */
  unread?: number;
  profile: ProfileSummaryRow;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderType: 'user' | 'profile' | 'admin';
  messageType: 'text' | 'attachment';
  /** The member's photo sent with it; null without one, or once the member deleted it. */
  attachmentImageId: number | null;
  /** The profile's photo a staff member sent with it. */
  attachmentProfileImageId: number | null;
  /** The photo the member uploaded in this conversation and sent with it (chat-photos.ts). */
  attachmentChatPhotoId: string | null;
  text: string;
  sentAt: Date;
  isRead: boolean;
}

export interface MemberSendInput {
  userId: number;
  /** The conversation written to: one of the member's, or a new one with this profile. */
  target: { conversationId: number } | { profileId: number };
  /** Already masked. */
  text: string;
  /** One of the member's own photos, checked by the caller. */
  attachmentImageId: number | null;
  /** Or a photo uploaded in this conversation, checked by the caller. */
  attachmentChatPhotoId: string | null;
  key: string;
  at: Date;
}

export type SendOutcome =
  | {
      kind: 'sent' | 'repeated';
      /** The member's brand (a send reads the member's row: the route does not). */
      brandId: number;
      conversation: ConversationRow;
      message: MessageRow;
      credits: number;
      /** The conversation as the answer shows it, with its profile's first photo, when the send's statement read them. */
      detail?: { row: ConversationDetailRow; firstImages: ProfileImageRow[] };
      /** The staff member whose claim on the conversation had not ended when the message was stored, and until when it holds. */
      heldBy?: { agentId: number; until: Date };
      /**
       * A line of the conversation already waited for a reply when this one was stored (false for
       * 'repeated'): the staff queue's counts did not change.
       */
      alreadyWaiting: boolean;
    }
  | { kind: 'no-credits' }
  | { kind: 'not-found' }
  /** The member's row is gone (an account deleted while a token was still accepted). */
  | { kind: 'no-member' };

export interface StaffReplyInput {
  conversationId: number;
  agentId: number;
  /** An admin may write whoever holds the claim; an agent must hold it. */
  anyHolder: boolean;
  /** Stored as an admin's line (sender 'admin'): staff see it as such, the member as the profile's. */
  asAdmin: boolean;
  /** The stored key (staff keys are prefixed, so they never meet a member's). */
  key: string;
  /** The last message id the writer has seen; null: not checked (an admin intervening). */
  seen: number | null;
  /** Already masked. */
  text: string;
  attachmentProfileImageId: number | null;
  at: Date;
}

export type StaffReplyOutcome =
  | { kind: 'sent' | 'repeated'; memberId: number; profileId: number; brandId: number; message: MessageRow }
  | { kind: 'stale'; newer: MessageRow[] }
  | { kind: 'not-claimed' }
  /** The writer does not work for the conversation's brand. */
  | { kind: 'outside-scope' }
  /** The attachment is not one of the conversation's profile's photos. */
  | { kind: 'no-attachment' }
  | { kind: 'not-found' };
