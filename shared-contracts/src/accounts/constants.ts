// Accounts (member spec §9, issue 3): the session's token timings and roles, the sign-up and
// password limits, and the timings of verification, password reset and captcha the API enforces too.

/** Refresh the access token when fewer than this many ms remain. */
export const TOKEN_REFRESH_MARGIN_MS = 3_000_000;
/** How often the shell checks whether the token needs refreshing (spec: not shown). */
export const TOKEN_REFRESH_CHECK_MS = 60_000;
/** Token expiry values are normalised to 13 digits (milliseconds). */
export const TOKEN_EXPIRY_DIGITS = 13;
/** Staff: an agent, or an agent with the admin role (agent spec §1; the spec lists no values). */
export const STAFF_ROLES = ['agent', 'admin'] as const;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The verify page blocks resend for this long after each email (server enforces the same). */
export const RESEND_EMAIL_COOLDOWN_MS = 60_000;
/** The code in a verification email, typed on the verify page: this many digits. */
export const VERIFICATION_CODE_DIGITS = 6;
/** Verification links and codes stay valid this long. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Password reset links stay valid this long, and only until the password changes. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A captcha v2 challenge must be answered within this time (then: captcha v2 timeout). */
export const CAPTCHA_V2_TTL_MS = 120_000;
/** Server scores below this (0..1) answer 412 and the page loads the v2 challenge. */
export const CAPTCHA_V3_MIN_SCORE = 0.5;

/** A member's gender (member spec §3 profile edit fields), in the form's order; a profile's too. */
export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];
