// Business constants every app shares (member-side and agent-side specs, §9 of each): the shell's
// timings and layers, the HTTP and socket policy, uploads, support forms, and the bounds of the
// fields every domain uses. Each domain keeps its own in <domain>/constants.ts.
// Each carries the spec's name so a reader can find it there. The pages the shell sends a member
// to (AUTHENTICATED_HOME, AGENT_HOME, VERIFY_PATH) are built from the paths, in src/paths.ts.

/** Members are adults (member spec §5); ages beyond this are refused or clamped. */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 100;

/**
 * The locale of a brand stored before brands had one (what its pages showed then), and of a page
 * before its brand arrives; every brand names its own (the brand record's `locale`).
 */
export const DEFAULT_LOCALE = 'en-US';

export const APP_BUILD_CHECK_MS = 3_600_000;

/**
 * The version of the terms and conditions in force (member spec §2: the popup on the first visit
 * must be accepted). A new value asks every browser and member to accept again.
 */
export const TERMS_VERSION = '2026-11';

export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_AVATAR_FILES = 1;
export const UPLOAD_MAX_MEGABYTES = 5;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MEGABYTES * 1024 * 1024;
export const UPLOAD_MIN_WIDTH = 640;
export const UPLOAD_MIN_HEIGHT = 360;
export const UPLOAD_MAX_WIDTH = 3840;
export const UPLOAD_MAX_HEIGHT = 2160;
export const UPLOAD_JPEG_QUALITY = 0.8;
/**
 * The frame of a member's photo, width / height (4:5): every size the API stores (IMAGE_SIZES)
 * is this shape, the card cropping to it and the gallery fitting in it, so a photo is framed in
 * it before it is sent and the member chooses what shows.
 */
export const UPLOAD_PHOTO_ASPECT_RATIO = 4 / 5;

/**
 * The stored sizes of every image, by name (4:5, the card's frame): the card, the gallery, the
 * full-screen view. Here (zod-free) so a page can build a `srcset` without loading the schemas.
 */
export const IMAGE_SIZES = {
  thumb: { width: 320, height: 400 },
  medium: { width: 640, height: 800 },
  large: { width: 1280, height: 1600 },
} as const;
export type ImageSizeName = keyof typeof IMAGE_SIZES;
/**
 * The sizes a list card offers (its `srcset`: a card is at most about 300 px wide, so 320 px
 * serves it at 1x and 640 px at 2x and 3x). A list answer carries these and no other.
 */
export const CARD_IMAGE_SIZES = ['thumb', 'medium'] as const satisfies readonly ImageSizeName[];

/** How a toast looks (member spec §3 notifications). */
export const TOAST_VARIANTS = ['success', 'error', 'info', 'warning', 'default'] as const;
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

export const BREAKPOINTS = { mobile: 0, tablet: 768, desktop: 1280, desktopQHD: 1920, desktop4K: 2560 } as const;

/** Statuses the HTTP layer retries (spec §7). */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
/** Methods that are never retried by default; every other method is retried once. */
export const NON_RETRIED_METHODS = ['post', 'patch', 'put', 'delete'] as const;

export const LOGOUT_DESTINATION = '/';

export const CONTACT_SUBJECTS = ['payment-issues', 'general-inquiries', 'account-deactivation', 'partnership-inquiries'] as const;
export const AFFILIATE_MESSENGERS = ['skype', 'telegram', 'wechat'] as const;
export const AFFILIATE_TRAFFIC_SOURCES = [
  'social-media',
  'native',
  'banner',
  'popup',
  'seo',
  'paid-search',
  'push',
  'in-app',
  'sms',
  'e-mail',
  'other',
] as const;

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
/** A place as people write it: the sign-up and own-profile location, a meet-up's place. */
export const LOCATION_MAX_LENGTH = 120;
/** Countries with location data (the brands' countries). */
export const LOCATION_COUNTRIES = ['IE', 'GB', 'DE', 'NL', 'US', 'CA'] as const;
export const ZIP_MAX_LENGTH = 12;
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
/** Search pages: far past any list's end, and small enough that the offset stays an integer. */
export const MAX_PAGE_NUMBER = 10_000;
