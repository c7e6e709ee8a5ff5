// @heartline/contracts: the core every app shares at run time. No zod here (see ./schemas): entity
// types come in with `export type` only, erased at build, so they cost nothing at run time.
// Grouped by domain, as src/<domain>/ is (see CONTEXT.md).

// What puts the domains together (the files above the domain folders): the bus and its events,
// the paths between apps, every domain's words and error codes. Code that every first visit loads
// takes its words from one domain's catalogue instead (PLATFORM_MESSAGES, ACCOUNTS_MESSAGES), so
// the others' sentences wait for the pages that show them.
export { bus, showToast } from './events';
export type { HeartlineBus, HeartlineEvents, RealtimeState, SessionGrant, ToastRequest, ToastVariant, UserUpdate } from './events';
export { AGENT_HOME, AGENT_SIGN_IN, AUTHENTICATED_HOME, VERIFY_PATH, paths } from './paths';
export type { MessagesClass, UpgradeKind } from './paths';
export { MESSAGES, fieldNotValid, pageNotFound } from './messages';
export { ERROR_CODES, ERROR_CODE_OF_MESSAGE, errorCodeOf, errorDetailOf, errorFieldsOf } from './error-codes';
export type { ErrorCode } from './error-codes';

// Platform: how the apps are composed (atoms, popups, the route table, the remote contract), the
// API client, brands and their products, support, locations, uploads, the user channel, its words.
export { brandAtom, pageLoaderCountAtom, pageLoaderVisibleAtom, popupQueueAtom, unreadCountsAtom } from './platform/atoms';
export { now, setClock } from './platform/clock';
export {
  datePartOrder,
  datePattern,
  dateTimeFormat,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelative,
  formatTime,
  numberFormat,
  relativeTimeFormat,
} from './platform/locale-format';
export type { DateLength, DatePart } from './platform/locale-format';
export { localeFormatFor, useBrandLocale, useLocaleFormat } from './platform/use-locale-format';
export type { LocaleFormat } from './platform/use-locale-format';
export { SERVER_STATE_DEFAULTS, SERVER_STATE_FRESH_MS } from './platform/server-state';
export type { PopupFrame, PopupName, PopupProps, PopupRequest, QueuedPopup } from './platform/popups';
export { REMOTE_CONTRACT_VERSION, REMOTE_EXPOSED_MODULE, isRemoteModule, moduleManifestProblems } from './platform/remote-module';
export type { RemoteManifestView, RemoteModule, RemoteRegistry, RemoteRegistryEntry } from './platform/remote-module';
export { PAGE_TITLE_SEPARATOR, PageTitle, pageTitle } from './platform/page-title';
export { pageChromeOf } from './platform/page-chrome';
export type { PageChrome, PageHandle } from './platform/page-chrome';
export type { PageTitleProps } from './platform/page-title';
export { ROUTE_TABLE, VISITOR_ALLOW_LIST, findRoute, isVisitorPath, matchesPrefix } from './platform/routes';
export type { LayoutId, RouteAccess, RouteEntry } from './platform/routes';
export { ApiError, api, createApiClient, isErrorStatus, preloadApiTransport, retriesFor } from './platform/api/client';
export type { ApiClient, ApiClientConfig, ApiEndpoint, HttpMethod, RequestOptions } from './platform/api/client';
export {
  EARLY_PAINT_ID,
  EARLY_REQUEST_MAX_ASSETS,
  EARLY_REQUEST_STORAGE_KEY,
  earlyLayoutOf,
  endEarlyPaint,
  firstRowPhotoSources,
  loadedAssets,
  openedOn,
  pageBuild,
  readEarlyRequest,
  rememberEarlyRequest,
} from './platform/api/early-request';
export type { EarlyLayout, EarlyPhotoSource, EarlyPhotos, EarlyRequest, RememberedRequest } from './platform/api/early-request';
export { getBrand, getBrandByDomain, getCompany, listBrands } from './platform/api/brands';
export { sendAffiliateApplication, sendContactRequest } from './platform/api/support';
export { lookupZip, searchCities } from './platform/api/locations';
export { deleteImage, postFormWithProgress, uploadImages } from './platform/api/uploads';
export type { UploadImagesRequest } from './platform/api/uploads';
export { REALTIME_UNAUTHORISED_CLOSE, USER_CHANNEL_PATH } from './platform/realtime';
export { createSocketChannel, socketChannelUrl } from './platform/socket-channel';
export type { SocketChannel, SocketChannelOptions, SocketChannelState } from './platform/socket-channel';
export type { LogoutReason, NewMessageNotice, UnreadCounts, UserChannelClientFrame, UserChannelEvent } from './platform/realtime';
export { validateEmail } from './platform/rules/validation';
// The gates' question (also in ./rules): here too, so the shell's menu and the remotes' gates ask it without the rules entry.
export { hasMembershipFeature, missingMembershipFeatures } from './platform/membership-features';
export {
  AFFILIATE_MESSENGERS,
  AFFILIATE_TRAFFIC_SOURCES,
  APP_BUILD_CHECK_MS,
  BREAKPOINTS,
  CONTACT_SUBJECTS,
  DEFAULT_LOCALE,
  LOADER_OVERLAY_Z_INDEX,
  LOGOUT_DESTINATION,
  MINIMUM_AGE,
  OVERLAY_Z_INDEX,
  TERMS_VERSION,
  TOAST_DISMISS_ANIMATION_MS,
  TOAST_DURATION_MS,
  WEBSOCKET_HEARTBEAT_MS,
  WEBSOCKET_RECONNECT_DELAY_MS,
  WEBSOCKET_RECONNECT_TRIES,
} from './platform/constants';
export type { Brand, BrandSso, BrandSummary, CustomerSupport, MeasurementSystem } from './platform/entities/brand';
export type { BrandTheme, ThemeColourName, ThemePalette } from './platform/entities/brand-theme';
export type { Company } from './platform/entities/company';
export type { AffiliateForm, ContactForm, CustomerSupportResponse } from './platform/entities/support';
export type { PackageType, Product } from './platform/entities/product';
export { PLATFORM_MESSAGES } from './platform/messages';

// Accounts: sign-in and the session (its atoms, token and role), the member record, the account
// pages, their words.
export { SIGNED_OUT, authAtom, heldForVerificationAtom, sessionRoleAtom, userAtom } from './accounts/atoms';
export type { AuthState } from './accounts/atoms';
export { ACCOUNTS_MESSAGES } from './accounts/messages';
export { validateLogin } from './accounts/rules/account-fields';
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
  GENDERS,
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
export type { Gender } from './accounts/constants';
export type { Subscription, Transaction, User } from './accounts/entities/user';
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
export { getInterests } from './profiles/api/interests';
export { setFavourite, updateLocation, updateProfile } from './profiles/api/user-profile';
export { PROFILE_PAGE_SIZE } from './profiles/constants';
export type { Profile, ProfileTag } from './profiles/entities/profile';
export type { ProfileListCard, ProfilesPage } from './profiles/entities/profiles-list';

// Checkout: the member's catalogue, orders and their payment.
export {
  createApplePaySession,
  createOrder,
  getCatalogue,
  getOrder,
  listSavedCards,
  payOrder,
  removeSavedCard,
} from './checkout/api/orders';
export { resendReceipt, stopRenewal } from './checkout/api/memberships';
export type { Catalogue } from './checkout/entities/catalogue';
export type { Order, WalletCard } from './checkout/entities/order';
export { CART_LIMIT, ORDER_POLL_INTERVAL_MS, ORDER_POLL_TIMEOUT_MS } from './checkout/constants';
// Messaging: conversations, their messages and meet-ups.
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
export type { InboxFilter } from './messaging/api/conversations';
export { uploadChatPhoto } from './messaging/api/chat-photos';
export type { UploadChatPhotoRequest } from './messaging/api/chat-photos';
export {
  CATCH_UP_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CONVERSATION_LISTS,
  CONVERSATIONS_MAX_LIMIT,
  CONVERSATIONS_PAGE_SIZE,
  INBOX_FILTERS,
  MEETUP_CANCEL_INTERVALS,
  MEETUP_DESCRIPTION_MAX_LENGTH,
  MEETUP_STATUSES,
  MESSAGES_PER_CHUNK,
} from './messaging/constants';
// The agent console (agent spec §7): its calls and its real-time channel's path and frames.
export {
  claimNext,
  getQueue,
  lookupConversations,
  readConversationAsStaff,
  replyAsProfile,
  signInAgent,
  updateAgentStatus,
  uploadProfilePhoto,
} from './agent/api/console';
export type { ConversationLookupQuery } from './agent/api/console';
export {
  addConversationNote,
  addMemoNote,
  createAgent,
  decideModerationImage,
  getStaffFigures,
  listAgents,
  listModerationImages,
  reactivateMember,
  removeConversationNote,
  removeMemoNote,
  searchMembers,
  updateAgent,
  updateConversationNote,
  updateMemoNote,
} from './agent/api/staff';
export { STAFF_CHANNEL_PATH } from './agent/realtime';
export type {
  ConversationViewer,
  ConversationViewersNotice,
  MessageQueuedNotice,
  NotesChangedNotice,
  StaffChannelClientFrame,
  StaffChannelEvent,
} from './agent/realtime';
export type { AgentConversation, HeldWaiting, QueueAnswer, StockQueueCounts } from './agent/entities/agent-conversation';
export type { AgentStatus } from './agent/entities/agent';
export type { AgentStatusResponse, ClaimResponse } from './agent/entities/work-session';
