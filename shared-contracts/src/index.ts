// @heartline/contracts: the core every app shares at run time. No zod here (see ./schemas): entity
// types come in with `export type` only, erased at build, so they cost nothing at run time.
// Grouped by domain, as src/<domain>/ is (see CONTEXT.md).

// Platform: how the apps are composed (bus, atoms, popups, the route table, the remote contract,
// the paths between apps), the API client, brands, support, locations, uploads, the user channel.
export {
  SIGNED_OUT,
  authAtom,
  brandAtom,
  pageLoaderCountAtom,
  pageLoaderVisibleAtom,
  popupQueueAtom,
  sessionRoleAtom,
  userAtom,
} from './platform/atoms';
export type { AuthState } from './platform/atoms';
export { bus, showToast } from './platform/events';
export { now, setClock } from './platform/clock';
export { SERVER_STATE_DEFAULTS, SERVER_STATE_FRESH_MS } from './platform/server-state';
export type {
  HeartlineBus,
  HeartlineEvents,
  NewMessageNotice,
  RealtimeState,
  SessionGrant,
  ToastRequest,
  ToastVariant,
  UnreadCounts,
  UserUpdate,
} from './platform/events';
export type { PopupFrame, PopupName, PopupProps, PopupRequest, QueuedPopup } from './platform/popups';
export { REMOTE_CONTRACT_VERSION, REMOTE_EXPOSED_MODULE, isRemoteModule, moduleManifestProblems } from './platform/remote-module';
export type { RemoteManifestView, RemoteModule, RemoteRegistry, RemoteRegistryEntry } from './platform/remote-module';
export { paths } from './platform/paths';
export { PAGE_TITLE_SEPARATOR, PageTitle, pageTitle } from './platform/page-title';
export type { PageTitleProps } from './platform/page-title';
export type { MessagesClass, UpgradeKind } from './platform/paths';
export { ROUTE_TABLE, VISITOR_ALLOW_LIST, findRoute, isVisitorPath, matchesPrefix } from './platform/routes';
export type { LayoutId, RouteAccess, RouteEntry } from './platform/routes';
export { ApiError, api, createApiClient, isErrorStatus, preloadApiTransport, retriesFor } from './platform/api/client';
export type { ApiClient, ApiClientConfig, ApiEndpoint, HttpMethod, RequestOptions } from './platform/api/client';
export { getBrand, getBrandByDomain, getCompany, listBrands } from './platform/api/brands';
export { sendAffiliateApplication, sendContactRequest } from './platform/api/support';
export { lookupZip, searchCities } from './platform/api/locations';
export { deleteImage, uploadImages } from './platform/api/uploads';
export type { UploadImagesRequest } from './platform/api/uploads';
export { REALTIME_UNAUTHORISED_CLOSE, USER_CHANNEL_PATH } from './platform/realtime';
export type { LogoutReason, UserChannelClientFrame, UserChannelEvent } from './platform/realtime';
export { validateEmail, validateLogin } from './platform/rules/validation';
export {
  AFFILIATE_MESSENGERS,
  AFFILIATE_TRAFFIC_SOURCES,
  AGENT_HOME,
  APP_BUILD_CHECK_MS,
  AUTHENTICATED_HOME,
  BREAKPOINTS,
  CONTACT_SUBJECTS,
  LOADER_OVERLAY_Z_INDEX,
  LOGOUT_DESTINATION,
  MINIMUM_AGE,
  OVERLAY_Z_INDEX,
  TERMS_VERSION,
  TOAST_DISMISS_ANIMATION_MS,
  TOAST_DURATION_MS,
  VERIFY_PATH,
  WEBSOCKET_HEARTBEAT_MS,
  WEBSOCKET_RECONNECT_DELAY_MS,
  WEBSOCKET_RECONNECT_TRIES,
} from './platform/constants';
export type { Brand, BrandSummary, CustomerSupport, MeasurementSystem } from './platform/entities/brand';
export type { BrandTheme, ThemeColourName, ThemePalette } from './platform/entities/brand-theme';
export type { Company } from './platform/entities/company';
export type { AffiliateForm, ContactForm, CustomerSupportResponse } from './platform/entities/support';

// Every domain's words and error codes, gathered (src/messages.ts, src/error-codes.ts). Code that
// every first visit loads takes its words from one domain's catalogue instead (PLATFORM_MESSAGES,
// ACCOUNTS_MESSAGES), so the others' sentences wait for the pages that show them.
export { MESSAGES, fieldNotValid, pageNotFound } from './messages';
export { PLATFORM_MESSAGES } from './platform/messages';
export { ACCOUNTS_MESSAGES } from './accounts/messages';
export { ERROR_CODES, ERROR_CODE_OF_MESSAGE, errorCodeOf, errorDetailOf, errorFieldsOf } from './error-codes';
export type { ErrorCode } from './error-codes';

// Accounts: sign-in and the session (its token and role), the member record, the account pages.
export { isStaffRole, readTokenClaims } from './accounts/rules/session-role';
export type { SessionRole, TokenClaims } from './accounts/rules/session-role';
export { isTokenValid, msUntilRefresh, normaliseExpiry, shouldRefreshToken } from './accounts/rules/session';
export { autologin, refreshToken, signIn, signOut } from './accounts/api/auth';
export { acceptTerms, getUser } from './accounts/api/users';
export {
  answerLocalCaptcha,
  changePassword,
  confirmEmailCode,
  deactivateAccount,
  decodeSsoState,
  encodeSsoState,
  getAuthConfig,
  getCaptchaPowChallenge,
  getLocalCaptchaChallenge,
  getVerificationStatus,
  register,
  requestLocalCaptchaV3,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  ssoVerifyUrl,
  updateNotificationSettings,
} from './accounts/api/account';
export {
  CAPTCHA_V2_TTL_MS,
  CAPTCHA_V3_MIN_SCORE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_MS,
  RESEND_EMAIL_COOLDOWN_MS,
  TOKEN_REFRESH_CHECK_MS,
  TOKEN_REFRESH_MARGIN_MS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_TTL_MS,
} from './accounts/constants';
export type { User } from './accounts/entities/user';
export type { AutologinResponse, TokenResponse } from './accounts/entities/auth';
export type {
  AuthConfig,
  CaptchaPowChallenge,
  CaptchaPowSolution,
  CaptchaProof,
  LocalCaptchaChallenge,
  RegisterRequest,
  RegisterRequestInput,
  RegisterResponse,
  ResendEmailResponse,
  SsoState,
  VerificationStatus,
} from './accounts/entities/account';

// Profiles: the search, a profile, the match game, the interest lists, the own profile.
export { LANDING_PROFILES_LIMIT, getProfile, listLandingProfiles, searchProfiles } from './profiles/api/profiles';
export type { ProfileSearchParams } from './profiles/api/profiles';
export { getNextMatch, listMatches, swipeProfile, undoSwipe } from './profiles/api/matches';
export {
  cancelMeetup,
  catchUpConversation,
  getConversation,
  listConversations,
  markConversationRead,
  proposeMeetup,
  removeMeetup,
  sendConversationMessage,
  setConversationArchived,
  updateMeetup,
} from './messaging/api/conversations';
export { getInterests } from './profiles/api/interests';
export { setFavourite, updateLocation, updateProfile } from './profiles/api/user-profile';
export { GENDERS, PROFILE_PAGE_SIZE } from './profiles/constants';
export {
  CATCH_UP_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CONVERSATION_LISTS,
  CONVERSATIONS_MAX_LIMIT,
  CONVERSATIONS_PAGE_SIZE,
  MEETUP_CANCEL_INTERVALS,
  MEETUP_DESCRIPTION_MAX_LENGTH,
  MEETUP_STATUSES,
  MESSAGES_PER_CHUNK,
} from './messaging/constants';
export type { Gender } from './profiles/constants';
export type { Profile, ProfileTag } from './profiles/entities/profile';
export type { ProfilesPage } from './profiles/entities/profiles-list';

// Checkout: the products a brand sells.
export type { PackageType, Product } from './checkout/entities/product';
