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
export { MESSAGES, fieldNotValid, maxAgeMessage, maxLengthMessage, minLengthMessage, pageNotFound, pauseOncePerHour } from './messages';
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
  isBlank,
  isDateString,
  isEmail,
  isIpAddress,
  isIpv4,
  isIpv6,
  isUsername,
  validateAdult,
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
export { CAPTCHA_V2_TTL_MS, CAPTCHA_V3_MIN_SCORE, PASSWORD_RESET_TTL_MS, RESEND_EMAIL_COOLDOWN_MS, TERMS_VERSION, VERIFICATION_TTL_MS } from '../constants';
