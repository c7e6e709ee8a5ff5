// The agent console (agent spec §1 and §9): claims, refreshes, session restore, breaks, emoji and
// notes. The staff roles are the session's (STAFF_ROLES, accounts/constants.ts).

export const CLAIM_TIME_MS = 300_000;
export const AGENT_REFRESH_MS = 3_000;
export const RESTORE_CHECK_MS = 5_000;
export const RESTORE_STALE_MS = 10_000;
export const BREAK_INTERVAL_S = 3_600;
export const EMOJI_RECENT_LIMIT = 24;
export const NOTE_MAX_LENGTH = 1000;
/** A break's reason, as the console's pause dialog takes it. */
export const BREAK_REASON_MAX_LENGTH = 200;
/** Notes one conversation keeps (about its member and its profile together). */
export const NOTES_PER_CONVERSATION_MAX = 50;
/** Notes one global memo (of a member or of a profile) keeps. */
export const NOTES_PER_MEMO_MAX = 50;
/** Photos GET /moderation/images answers at most at once, oldest first. */
export const MODERATION_PAGE_MAX = 100;
/** Photos a profile holds at most (the console adds them: POST /profile/{id}/upload). */
export const PROFILE_PHOTOS_MAX = 40;
/** The staff's member search (GET /members): the longest search text, and the most accounts one answer lists. */
export const MEMBER_SEARCH_MAX_LENGTH = 254;
export const MEMBER_SEARCH_LIMIT = 20;
