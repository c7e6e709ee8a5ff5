// @heartline/contracts/rules: pure business rules (no zod), safe for the first load; the root entry
// holds the browser client, not for the server. Grouped by domain, as src/<domain>/ is.

// Every domain's words and error codes, gathered (src/messages.ts, src/error-codes.ts). The codes
// error answers carry: the API attaches them; the pages read them with errorCodeOf.
export {
  MESSAGES,
  fieldMaxLengthMessage,
  fieldNotValid,
  maxAgeMessage,
  maxItemsMessage,
  maxLengthMessage,
  minLengthMessage,
  numberRangeMessage,
  pageNotFound,
  pauseOncePerHour,
  unknownField,
} from './messages';
export { ERROR_CODES, ERROR_CODE_OF_MESSAGE } from './error-codes';
export type { ErrorCode } from './error-codes';

// Platform: dates and instants, the field rules of member spec §5, the terms version, the upload
// limits and the bounds of the fields every domain uses (issue 8), for the forms that say them
// before sending; the stored image sizes, for the pages' srcset.
export { isRealCalendarDate, toCalendarDate, toTimestamp } from './platform/rules/time';
export { ageFromBirthday } from './platform/rules/age';
export type { CalendarDate, Instant } from './platform/rules/time';
export {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  THEME_CONTRAST_PAIRS,
  contrastRatio,
  relativeLuminance,
  themeContrastFailures,
} from './platform/rules/theme-contrast';
export type { ContrastFailure, ContrastPair } from './platform/rules/theme-contrast';
export {
  firstMessage,
  hasForbiddenCharacters,
  isBlank,
  isDateString,
  isEmail,
  isIpAddress,
  isIpv4,
  isIpv6,
  validateAllowedCharacters,
  validateDate,
  validateEmail,
  validateIpAddress,
  validateMaxAge,
  validateMaxLength,
  validateMinLength,
  validatePattern,
  validateRequired,
  validateSelectAtLeastOne,
} from './platform/rules/validation';
export type { ValidationResult } from './platform/rules/validation';
export {
  CARD_IMAGE_SIZES,
  DEFAULT_LOCALE,
  DOMAIN_MAX_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  IMAGE_SIZES,
  LOCATION_COUNTRIES,
  LOCATION_MAX_LENGTH,
  MINIMUM_AGE,
  TERMS_VERSION,
  TOKEN_MAX_LENGTH,
  UPLOAD_JPEG_QUALITY,
  UPLOAD_MAX_AVATAR_FILES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_HEIGHT,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MAX_WIDTH,
  UPLOAD_MIN_HEIGHT,
  UPLOAD_MIN_WIDTH,
  UPLOAD_PHOTO_ASPECT_RATIO,
} from './platform/constants';
export type { ImageSizeName } from './platform/constants';
export { MEMBERSHIP_FEATURES, hasMembershipFeature, missingMembershipFeatures } from './platform/membership-features';

// Accounts: the token's expiry, the session's role, the credentials' rules, the genders, and the
// limits and timings the API enforces too.
export { isTokenValid, msUntilRefresh, normaliseExpiry, shouldRefreshToken } from './accounts/rules/session';
export {
  isUsername,
  validateAdult,
  validateLogin,
  validateTermsAccepted,
  validateUsername,
  validateUsernameOrEmail,
} from './accounts/rules/account-fields';
export type { TokenExpiry } from './accounts/rules/session';
export type { SessionRole } from './accounts/rules/session-role';
export {
  CAPTCHA_V2_TTL_MS,
  CAPTCHA_V3_MIN_SCORE,
  GENDERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RESET_TTL_MS,
  RESEND_EMAIL_COOLDOWN_MS,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_TTL_MS,
} from './accounts/constants';
export type { Gender } from './accounts/constants';

// Profiles: card flags and the card's line about the person, the looking-for tags, the interest
// lists and card tags, the own profile's bounds.
export { isNewProfile, isOnline, suggestAgeRange } from './profiles/rules/profile-flags';
export { validateLookingForTags } from './profiles/rules/looking-for-tags';
export type { AgeRange } from './profiles/rules/profile-flags';
export { cardBio } from './profiles/rules/card-bio';
export {
  ABOUT_ME_MAX_LENGTH,
  CARD_BIO_MAX_LENGTH,
  INTEREST_KINDS,
  LOOKING_FOR_TAGS_MAX,
  LOOKING_FOR_TAG_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_ONLINE_WITHIN_MS,
  PROFILE_TAGS,
} from './profiles/constants';

// Messaging: conversation classes, next and previous, mark read.
export { INBOX_FILTERS } from './messaging/constants';
export {
  agentConversationClass,
  classWithUnread,
  conversationClass,
  isEmptyMessage,
  markAllRead,
  nextInClass,
  previousInClass,
  unreadByClass,
} from './messaging/rules/conversations';
export type { AgentConversationClass, ClassifiableConversation, ConversationClass, SenderType } from './messaging/rules/conversations';
export { MASKED_CONTACT, PHONE_MIN_DIGITS, maskContactDetails } from './messaging/rules/masking';

// Checkout: the cart, the payment card, prices and packages (what a membership unlocks is a
// product's: MEMBERSHIP_FEATURES, with the platform's).
export { addToCart } from './checkout/rules/cart';
export {
  isCreditCardNumber,
  normaliseCardNumber,
  passesLuhn,
  validateCreditCard,
  validateCvv,
  validateExpiry,
  validateExpiryDate,
  validateZip,
} from './checkout/rules/payment-card';
export {
  DAYS_PER_MONTH,
  availablePackages,
  bestValue,
  formatPrice,
  isCreditPackage,
  isMembership,
  membershipFrequency,
  orderTotal,
  pricePerMessage,
  pricePerMonth,
  sortProductsByPrice,
  truncateTo2,
  unitPrice,
  unitSavingPercent,
  vatAmount,
} from './checkout/rules/pricing';
export type { MembershipFrequency, OrderTotal } from './checkout/rules/pricing';

// Agent: claims and breaks.
export { claimExpiresAt, formatDuration, formatTimeLeft, isClaimExpired, msUntilPauseAllowed } from './agent/rules/agent-session';
export {
  AGENT_REFRESH_MS,
  BREAK_INTERVAL_S,
  BREAK_REASON_MAX_LENGTH,
  CLAIM_TIME_MS,
  MEMBER_SEARCH_LIMIT,
  MEMBER_SEARCH_MAX_LENGTH,
  MODERATION_PAGE_MAX,
  NOTE_MAX_LENGTH,
  NOTES_PER_CONVERSATION_MAX,
  NOTES_PER_MEMO_MAX,
  PROFILE_PHOTOS_MAX,
  RESTORE_CHECK_MS,
  RESTORE_STALE_MS,
} from './agent/constants';
