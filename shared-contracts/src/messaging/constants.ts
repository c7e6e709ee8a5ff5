// Chat (member spec §4 and §9): the conversation classes, who sends a message, how messages load
// and how long they may be.

/** The member's conversation classes (member spec §4); also the values of a conversation's `type`. */
export const CONVERSATION_CLASSES = ['inbox', 'conversations', 'archive'] as const;
/** Who sent a message: the member (user) or the profile (written by an agent). */
export const SENDER_TYPES = ['user', 'profile'] as const;

export const MESSAGES_PER_CHUNK = 6;
/** The most messages one catch-up answer (GET /conversation/{id}?after=) carries; ask again from the newest when it is full. */
export const CATCH_UP_LIMIT = 50;
/** A chat message, from a member or an agent. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const MEETUP_DESCRIPTION_MAX_LENGTH = 500;
/** A meet-up is proposed, then either kept or cancelled (then it may be removed). */
export const MEETUP_STATUSES = ['proposed', 'cancelled'] as const;
/** How long before a meet-up it can still be cancelled, in minutes (null: any time). */
export const MEETUP_CANCEL_INTERVALS = [60, 180, 720, 1440] as const;
/** The most meet-ups one conversation holds (cancelled ones included, until removed). */
export const MEETUPS_PER_CONVERSATION_MAX = 20;
/**
 * The lists of /messages beyond the classes: `flirts`, profiles' opening lines the member has not
 * answered (conversations the member never wrote in, the preview being the profile's first line),
 * and `sent`, conversations whose latest message is the member's, awaiting the profile's reply.
 */
export const CONVERSATION_LISTS = [...CONVERSATION_CLASSES, 'flirts', 'sent'] as const;
/** Conversations per page of a class, and the most a page may ask for. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATIONS_MAX_LIMIT = 50;
/**
 * The VIP inbox filter (membership feature 'inbox-filter'): a list narrowed to the conversations
 * with unread lines from the profile, or to those whose profile is online (active within the hour).
 */
export const INBOX_FILTERS = ['unread', 'online'] as const;

/**
 * A photo uploaded in a chat (POST /conversation/{id}/attachment) belongs to that conversation
 * only; one never sent is removed this long after its upload.
 */
export const CHAT_PHOTO_UNSENT_TTL_MS = 24 * 3_600_000;
/** The most photos a member may hold uploaded in chats and not sent yet (within the time above). */
export const CHAT_PHOTOS_WAITING_MAX = 10;
/** The multipart field the photo of a chat upload travels in (as POST /user/upload's `files`). */
export const CHAT_PHOTO_FILE_FIELD = 'files';

/** A name searched by in the admins' conversation lookup (a username is shorter). */
export const LOOKUP_NAME_MAX_LENGTH = 64;
