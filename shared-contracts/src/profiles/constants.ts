// Profiles and matching (member spec §3 and §9): the interest lists, the list's paging, the card
// flags and the bounds of the own profile. A profile's gender is the member's list (GENDERS,
// accounts/constants.ts).

/**
 * The interest lists (member spec §2 /interests): profiles that favourited the member, the
 * member's favourites, profiles that liked the member (proposals), profiles that viewed the
 * member, profiles the member viewed.
 */
export const INTEREST_KINDS = ['favorited-me', 'favorites', 'proposals', 'viewed-me', 'viewed'] as const;
/** Card tags: `new` within 14 days of creation, `online` within 1 hour of activity (member spec §9). */
export const PROFILE_TAGS = ['featured', 'premium', 'new', 'online'] as const;

export const PROFILE_PAGE_SIZE = 36;
export const PROFILE_FIRST_PAGE = 1;

/** A card's line about the person (issue 10: photo-first cards) is at most this long; the page has the rest. */
export const CARD_BIO_MAX_LENGTH = 120;

export const PROFILE_NEW_WITHIN_MS = 14 * 24 * 60 * 60 * 1000;
export const PROFILE_ONLINE_WITHIN_MS = 60 * 60 * 1000;

/** The own profile (member spec §3 profile edit fields). */
export const PROFILE_NAME_MAX_LENGTH = 60;
export const ABOUT_ME_MAX_LENGTH = 2000;
export const LOOKING_FOR_TAGS_MAX = 20;
export const LOOKING_FOR_TAG_MAX_LENGTH = 30;
/** Height filters and ranges, in centimetres. */
export const MAXIMUM_HEIGHT_CM = 300;
