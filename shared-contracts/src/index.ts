// @heartline/contracts: the core every app shares at run time. No zod here (see ./schemas).
export { SIGNED_OUT, authAtom, brandAtom, pageLoaderCountAtom, pageLoaderVisibleAtom, popupQueueAtom, sessionRoleAtom, userAtom } from './atoms';
export { isStaffRole, readTokenClaims } from './session-role';
export type { SessionRole, TokenClaims } from './session-role';
export type { AuthState } from './atoms';
export { bus, showToast } from './events';
export type { HeartlineBus, HeartlineEvents, SessionGrant, ToastRequest, ToastVariant, UnreadCounts, UserUpdate } from './events';
export type { PopupFrame, PopupName, PopupProps, PopupRequest, QueuedPopup } from './popups';
export { REMOTE_CONTRACT_VERSION, REMOTE_EXPOSED_MODULE, isRemoteModule, moduleManifestProblems } from './remote-module';
export type { RemoteManifestView, RemoteModule, RemoteRegistry, RemoteRegistryEntry } from './remote-module';
export { ERROR_CODES, ERROR_CODE_OF_MESSAGE, errorCodeOf, errorDetailOf, errorFieldsOf } from './error-codes';
export type { ErrorCode } from './error-codes';
export { paths } from './paths';
export type { Gender } from './constants';
export type { MessagesClass, UpgradeKind } from './paths';
export { ROUTE_TABLE, VISITOR_ALLOW_LIST, findRoute, isVisitorPath, matchesPrefix } from './routes';
export type { LayoutId, RouteAccess, RouteEntry } from './routes';
export { ApiError, api, createApiClient, isErrorStatus, retriesFor } from './api/client';
export type { ApiClient, ApiClientConfig, HttpMethod, RequestOptions } from './api/client';
export { autologin, refreshToken, signIn, signOut } from './api/auth';
export { getBrand, getBrandByDomain, getCompany, listBrands } from './api/brands';
export { acceptTerms, getUser } from './api/users';
export { sendAffiliateApplication, sendContactRequest } from './api/support';
export {
  AFFILIATE_MESSENGERS,
  AFFILIATE_TRAFFIC_SOURCES,
  AGENT_HOME,
  GENDERS,
  AUTHENTICATED_HOME,
  BREAKPOINTS,
  CONTACT_SUBJECTS,
  LOADER_OVERLAY_Z_INDEX,
  LOGOUT_DESTINATION,
  MINIMUM_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_MS,
  RESEND_EMAIL_COOLDOWN_MS,
  CAPTCHA_V2_TTL_MS,
  CAPTCHA_V3_MIN_SCORE,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_TTL_MS,
  WEBSOCKET_HEARTBEAT_MS,
  WEBSOCKET_RECONNECT_DELAY_MS,
  WEBSOCKET_RECONNECT_TRIES,
  APP_BUILD_CHECK_MS,
  OVERLAY_Z_INDEX,
  PROFILE_PAGE_SIZE,
  TOAST_DISMISS_ANIMATION_MS,
  TOAST_DURATION_MS,
  TERMS_VERSION,
  TOKEN_REFRESH_CHECK_MS,
  TOKEN_REFRESH_MARGIN_MS,
  VERIFY_PATH,
} from './constants';
export { MESSAGES, fieldNotValid, pageNotFound } from './rules/messages';
export { isTokenValid, msUntilRefresh, normaliseExpiry, shouldRefreshToken } from './rules/session';
export { validateEmail, validateLogin } from './rules/validation';
// Entity types (type-only: erased at build, so they cost nothing at run time).
export type { Brand, BrandSummary, CustomerSupport, MeasurementSystem } from './entities/brand';
export type { Company } from './entities/company';
export type { Product, PackageType } from './entities/product';
export type { User } from './entities/user';
export type { Profile, ProfileTag } from './entities/profile';
export type { ProfilesPage } from './entities/profiles-list';
export type { AffiliateForm, ContactForm, CustomerSupportResponse } from './entities/support';
export type { AutologinResponse, TokenResponse } from './entities/auth';
export type { ApiEndpoint } from './api/client';
export { LANDING_PROFILES_LIMIT, getProfile, listLandingProfiles, searchProfiles } from './api/profiles';
export type { ProfileSearchParams } from './api/profiles';
export { getNextMatch, listMatches, swipeProfile, undoSwipe } from './api/matches';
export { getInterests } from './api/interests';
export { setFavourite, updateProfile } from './api/user-profile';
export { lookupZip, searchCities } from './api/locations';
export { deleteImage, uploadImages } from './api/uploads';
export type { UploadImagesRequest } from './api/uploads';
export {
  answerLocalCaptcha,
  changePassword,
  confirmEmailCode,
  deactivateAccount,
  decodeSsoState,
  encodeSsoState,
  getAuthConfig,
  getLocalCaptchaChallenge,
  getVerificationStatus,
  register,
  requestLocalCaptchaV3,
  requestPasswordReset,
  resendVerificationEmail,
  resetPassword,
  ssoVerifyUrl,
  updateNotificationSettings,
} from './api/account';
export type {
  AuthConfig,
  CaptchaProof,
  LocalCaptchaChallenge,
  RegisterRequest,
  RegisterRequestInput,
  RegisterResponse,
  ResendEmailResponse,
  SsoState,
  VerificationStatus,
} from './entities/account';
export { REALTIME_UNAUTHORISED_CLOSE, USER_CHANNEL_PATH } from './realtime';
export type { LogoutReason, UserChannelClientFrame, UserChannelEvent } from './realtime';
