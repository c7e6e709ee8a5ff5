// Chat (member spec §4 and §9): the conversation classes, who sends a message, how messages load
// and how long they may be.

/** The member's conversation classes (member spec §4); also the values of a conversation's `type`. */
export const CONVERSATION_CLASSES = ['inbox', 'conversations', 'archive'] as const;
/** Who sent a message: the member (user) or the profile (written by an agent). */
export const SENDER_TYPES = ['user', 'profile'] as const;

export const MESSAGES_PER_CHUNK = 6;
/** A chat message, from a member or an agent. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const MEETUP_DESCRIPTION_MAX_LENGTH = 500;
/** Conversations per page of a class, and the most a page may ask for. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATIONS_MAX_LIMIT = 50;
