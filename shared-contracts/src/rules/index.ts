// Pure business rules (no zod): safe for the first load.
export { claimExpiresAt, isClaimExpired, msUntilPauseAllowed } from './agent-session';
export { addToCart } from './cart';
export {
  agentConversationClass,
  conversationClass,
  isEmptyMessage,
  markAllRead,
  nextInClass,
  previousInClass,
} from './conversations';
export type { AgentConversationClass, ClassifiableConversation, ConversationClass, SenderType } from './conversations';
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
export {
  isCreditCardNumber,
  normaliseCardNumber,
  passesLuhn,
  validateCreditCard,
  validateCvv,
  validateExpiry,
  validateExpiryDate,
  validateZip,
} from './payment-card';
export {
  availablePackages,
  isCreditPackage,
  isMembership,
  membershipFrequency,
  pricePerMessage,
  sortProductsByPrice,
  truncateTo2,
  vatAmount,
} from './pricing';
export type { MembershipFrequency } from './pricing';
export { ageFromBirthday, isNewProfile, isOnline, suggestAgeRange } from './profile-flags';
export type { AgeRange } from './profile-flags';
export { isTokenValid, msUntilRefresh, normaliseExpiry, shouldRefreshToken } from './session';
export type { TokenExpiry } from './session';
export { isRealCalendarDate, toCalendarDate, toTimestamp } from './time';
export type { CalendarDate, Instant } from './time';
export {
  firstMessage,
  hasForbiddenCharacters,
  isBlank,
  isDateString,
  isEmail,
  isIpAddress,
  isIpv4,
  isIpv6,
  isUsername,
  validateAdult,
  validateAllowedCharacters,
  validateDate,
  validateEmail,
  validateIpAddress,
  validateLogin,
  validateLookingForTags,
  validateMaxAge,
  validateMaxLength,
  validateMinLength,
  validatePattern,
  validateRequired,
  validateSelectAtLeastOne,
  validateTermsAccepted,
  validateUsername,
  validateUsernameOrEmail,
} from './validation';
export type { ValidationResult } from './validation';
// Account limits and the terms version the API enforces too (the root entry point holds the browser client, not for the server).
export { GENDERS } from '../constants';
// The codes error answers carry (the API attaches them; the pages read them with errorCodeOf).
export { ERROR_CODES, ERROR_CODE_OF_MESSAGE } from '../error-codes';
export type { ErrorCode } from '../error-codes';
export type { Gender } from '../constants';
export { CAPTCHA_V2_TTL_MS, CAPTCHA_V3_MIN_SCORE, PASSWORD_RESET_TTL_MS, RESEND_EMAIL_COOLDOWN_MS, TERMS_VERSION, VERIFICATION_TTL_MS } from '../constants';
// The bounds of what the API takes (issue 8), for the forms that say them before sending.
export {
  ABOUT_ME_MAX_LENGTH,
  DOMAIN_MAX_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  LOOKING_FOR_TAGS_MAX,
  LOOKING_FOR_TAG_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from '../constants';
