// Business constants from the member-side and agent-side specs (§9 of each).
// Each carries the spec's name so a reader can find it there.
import { paths } from './paths';

/** A member's or profile's gender (member spec §3 profile edit fields), in the form's order. */
export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 100;
export const PROFILE_PAGE_SIZE = 36;
export const PROFILE_FIRST_PAGE = 1;
export const CART_LIMIT = 1;
export const MESSAGES_PER_CHUNK = 6;
export const MESSAGE_CREDIT_COST = 1;

/** Refresh the access token when fewer than this many ms remain. */
export const TOKEN_REFRESH_MARGIN_MS = 3_000_000;
/** How often the shell checks whether the token needs refreshing (spec: not shown). */
export const TOKEN_REFRESH_CHECK_MS = 60_000;
/** Token expiry values are normalised to 13 digits (milliseconds). */
export const TOKEN_EXPIRY_DIGITS = 13;
export const APP_BUILD_CHECK_MS = 3_600_000;

/**
 * The version of the terms and conditions in force (member spec §2: the popup on the first visit
 * must be accepted). A new value asks every browser and member to accept again.
 */
export const TERMS_VERSION = '2026-11';

export const ORDER_POLL_INTERVAL_MS = 2_000;
export const ORDER_POLL_TIMEOUT_MS = 25_000;

export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_AVATAR_FILES = 1;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIN_WIDTH = 640;
export const UPLOAD_MIN_HEIGHT = 360;
export const UPLOAD_MAX_WIDTH = 3840;
export const UPLOAD_MAX_HEIGHT = 2160;
export const UPLOAD_JPEG_QUALITY = 0.8;
export const CVV_LENGTHS = [3, 4] as const;

export const PROFILE_NEW_WITHIN_MS = 14 * 24 * 60 * 60 * 1000;
export const PROFILE_ONLINE_WITHIN_MS = 60 * 60 * 1000;

export const TOAST_DURATION_MS = 4_000;
export const TOAST_DISMISS_ANIMATION_MS = 150;
export const TOAST_POSITION = 'top-right';
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200;
export const OVERLAY_Z_INDEX = 1000;
export const LOADER_OVERLAY_Z_INDEX = 1001;
export const MONITORING_SAMPLE_RATE = 0.1;

export const WEBSOCKET_RECONNECT_TRIES = 6;
export const WEBSOCKET_RECONNECT_DELAY_MS = 10_000;
export const WEBSOCKET_HEARTBEAT_MS = 60_000;

export const CLAIM_TIME_MS = 300_000;
export const AGENT_REFRESH_MS = 3_000;
export const RESTORE_CHECK_MS = 5_000;
export const RESTORE_STALE_MS = 10_000;
export const BREAK_INTERVAL_S = 3_600;
export const EMOJI_RECENT_LIMIT = 24;

export const BREAKPOINTS = { mobile: 0, tablet: 768, desktop: 1280, desktopQHD: 1920, desktop4K: 2560 } as const;

/** Statuses the HTTP layer retries (spec §7). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** Methods that are never retried by default; every other method is retried once. */
export const NON_RETRIED_METHODS = ['post', 'patch', 'put', 'delete'] as const;

/** Where "/" sends a signed-in member (spec: "the configured authenticated home route"). */
export const AUTHENTICATED_HOME = paths.profiles();
/** Where a signed-in agent or admin lands: the console (agent spec §2). */
export const AGENT_HOME = paths.console();
export const LOGOUT_DESTINATION = '/';
export const VERIFY_PATH = paths.verify();

export const CONTACT_SUBJECTS = ['payment-issues', 'general-inquiries', 'account-deactivation', 'partnership-inquiries'] as const;
export const AFFILIATE_MESSENGERS = ['skype', 'telegram', 'wechat'] as const;
export const AFFILIATE_TRAFFIC_SOURCES = [
  'social-media', 'native', 'banner', 'popup', 'seo', 'paid-search', 'push', 'in-app', 'sms', 'e-mail', 'other',
] as const;

// Accounts (issue 3).
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The verify page blocks resend for this long after each email (server enforces the same). */
export const RESEND_EMAIL_COOLDOWN_MS = 60_000;
/** Verification links and codes stay valid this long. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Password reset links stay valid this long, and only until the password changes. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A captcha v2 challenge must be answered within this time (then: captcha v2 timeout). */
export const CAPTCHA_V2_TTL_MS = 120_000;
/** Server scores below this (0..1) answer 412 and the page loads the v2 challenge. */
export const CAPTCHA_V3_MIN_SCORE = 0.5;

// Bounds of what members and clients may send (issue 8): every free text and every list the API
// takes has one, in the contracts so a form and the API refuse the same thing in the same words.
/** RFC 5321: a mailbox is at most 254 characters, its local part (before the @) at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
/** RFC 1035: a host name is at most 253 characters. */
export const DOMAIN_MAX_LENGTH = 253;
export const URL_MAX_LENGTH = 2048;
/** Signed tokens (autologin, password reset, captcha) and the encoded single sign-on state. */
export const TOKEN_MAX_LENGTH = 4096;
/** Identifiers in paths and bodies (database ids, image ids, captcha challenge ids). */
export const ID_MAX_LENGTH = 64;
/** ISO 8601 date-times are 24 characters; room for offsets and microseconds. */
export const DATE_MAX_LENGTH = 40;
/** The own profile (member spec §3 profile edit fields). */
export const PROFILE_NAME_MAX_LENGTH = 60;
export const ABOUT_ME_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 120;
export const ZIP_MAX_LENGTH = 12;
export const LOOKING_FOR_TAGS_MAX = 20;
export const LOOKING_FOR_TAG_MAX_LENGTH = 30;
/** The city lookup's search text. */
export const CITY_SEARCH_MAX_LENGTH = 80;
/** The support forms (member spec §3 contact and affiliate forms). */
export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const AFFILIATE_COMPANY_MAX_LENGTH = 160;
export const AFFILIATE_MESSENGER_ID_MAX_LENGTH = 120;
export const AFFILIATE_COUNTRY_MAX_LENGTH = 80;
export const AFFILIATE_GEOS_MAX_LENGTH = 500;
export const AFFILIATE_OTHER_VERTICALS_MAX_LENGTH = 500;
export const AFFILIATE_OTHER_MAX_LENGTH = 2000;
export const AFFILIATE_MAX_YEARS_OF_EXPERIENCE = 60;
/** Chat and the agent console. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const NOTE_MAX_LENGTH = 1000;
export const MEETUP_DESCRIPTION_MAX_LENGTH = 500;
/** Search pages: far past any list's end, and small enough that the offset stays an integer. */
export const MAX_PAGE_NUMBER = 10_000;
/** Height filters and ranges, in centimetres. */
export const MAXIMUM_HEIGHT_CM = 300;
