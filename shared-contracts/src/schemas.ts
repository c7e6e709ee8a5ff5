// zod schemas for every entity, grouped by domain as src/<domain>/ is. A separate entry point from
// the core so the landing page does not load zod; forms and the API import from here.

// Platform: the zod every schema is built with and its catalogue words, the shared fields (ids,
// dates, text, email), brands and the products they sell, support, terms, images and uploads,
// locations, toasts, the user channel.
export { dateSchema, errorResponseSchema, idSchema, nullableDateSchema, unwrapValue } from './platform/entities/common';
export { catalogueIssueMessage, issueField } from './platform/entities/issue-messages';
export { textField, textLimits } from './platform/entities/text-fields';
export type { ErrorResponse } from './platform/entities/common';
export {
  brandListSchema,
  brandSchema,
  brandSummarySchema,
  customerSupportSchema,
  measurementSystemSchema,
} from './platform/entities/brand';
export type { Brand, BrandSso, BrandSummary, CustomerSupport, MeasurementSystem } from './platform/entities/brand';
export { membershipFeatureSchema, packageTypeSchema, productSchema } from './platform/entities/product';
export type { MembershipFeature, PackageType, Product } from './platform/entities/product';
export { brandThemeSchema, fontStackSchema, hexColourSchema, themePaletteSchema } from './platform/entities/brand-theme';
export type { BrandTheme, ThemeColourName, ThemePalette } from './platform/entities/brand-theme';
export { companySchema } from './platform/entities/company';
export type { Company } from './platform/entities/company';
export { imageSchema, imageTypeSchema } from './platform/entities/image';
export type { Image } from './platform/entities/image';
export {
  affiliateFormSchema,
  affiliateMessengerSchema,
  contactFormSchema,
  contactSubjectSchema,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
  trafficSourceSchema,
} from './platform/entities/support';
export type { AffiliateForm, AffiliateFormInput, ContactForm, ContactSubject, CustomerSupportResponse } from './platform/entities/support';
export { termsAcceptanceSchema } from './platform/entities/terms';
export type { TermsAcceptance } from './platform/entities/terms';
export { notificationSchema, notificationVariantSchema } from './platform/entities/notification';
export type { Notification } from './platform/entities/notification';
export {
  LOCATION_COUNTRIES,
  citySearchQuerySchema,
  citySearchResponseSchema,
  locationCitySchema,
  locationCountryParamsSchema,
  zipLookupResponseSchema,
  zipParamsSchema,
} from './platform/entities/location';
export type { CitySearchResponse, LocationCity, ZipLookupResponse } from './platform/entities/location';
export {
  UPLOAD_FILES_FIELD,
  UPLOAD_LIMITS,
  UPLOAD_TYPE_FIELD,
  uploadTypeSchema,
  userImageParamsSchema,
  userImagesResponseSchema,
} from './platform/entities/upload';
export type { UploadType, UserImagesResponse } from './platform/entities/upload';
export { REALTIME_UNAUTHORISED_CLOSE, USER_CHANNEL_PATH } from './platform/realtime';
export { STAFF_CHANNEL_PATH } from './agent/realtime';
export type {
  ConversationViewer,
  ConversationViewersNotice,
  MessageQueuedNotice,
  NotesChangedNotice,
  StaffChannelClientFrame,
  StaffChannelEvent,
} from './agent/realtime';
export type { LogoutReason, UserChannelClientFrame, UserChannelEvent } from './platform/realtime';
// The API closes user-channel sockets silent for two heartbeats; every image is stored in IMAGE_SIZES.
export { IMAGE_SIZES, WEBSOCKET_HEARTBEAT_MS } from './platform/constants';
export {
  CATCH_UP_LIMIT,
  CHAT_PHOTO_FILE_FIELD,
  CHAT_PHOTO_UNSENT_TTL_MS,
  CHAT_PHOTOS_WAITING_MAX,
  CONVERSATION_LISTS,
  MEETUPS_PER_CONVERSATION_MAX,
  MESSAGES_PER_CHUNK,
} from './messaging/constants';
export { chatPhotoResponseSchema } from './messaging/entities/chat-photo';
export type { ChatPhotoResponse } from './messaging/entities/chat-photo';
export type { ImageSizeName } from './platform/constants';

// Accounts: sign-in, the member record, sign-up, captcha, verification, password and settings.
export {
  autologinQuerySchema,
  autologinResponseSchema,
  authStateSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  signInRequestSchema,
  tokenResponseSchema,
} from './accounts/entities/auth';
export type { AutologinResponse, PasswordResetRequest, SignInRequest, TokenResponse } from './accounts/entities/auth';
export { savedCardSchema, subscriptionSchema, transactionSchema, userSchema } from './accounts/entities/user';
export type { Subscription, Transaction } from './accounts/entities/user';
export type { User } from './accounts/entities/user';
export { adultBirthdaySchema, genderSchema } from './accounts/entities/person';
export type { Gender } from './accounts/entities/person';
// Defined once in accounts/constants; the schemas entry has always offered it too.
export { PASSWORD_MIN_LENGTH } from './accounts/constants';
export {
  authConfigSchema,
  captchaPowChallengeSchema,
  captchaPowSolutionSchema,
  captchaProofSchema,
  captchaTokenResponseSchema,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  deactivateAccountRequestSchema,
  emailSchema,
  forgotPasswordResponseSchema,
  isDoiRequestSchema,
  localCaptchaAnswerSchema,
  localCaptchaChallengeSchema,
  localCaptchaV3RequestSchema,
  newPasswordSchema,
  notificationSettingsSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendEmailRequestSchema,
  resendEmailResponseSchema,
  resetPasswordRequestSchema,
  signUpAccountStepSchema,
  signUpAgeStepSchema,
  signUpIdentityStepSchema,
  signUpLocationStepSchema,
  signUpTermsStepSchema,
  ssoStateSchema,
  usernameSchema,
  verificationStatusSchema,
} from './accounts/entities/account';
export type {
  CaptchaPowChallenge,
  CaptchaPowSolution,
  CaptchaProof,
  ChangePasswordForm,
  RegisterRequest,
  RegisterRequestInput,
  RegisterResponse,
  SsoState,
} from './accounts/entities/account';

// Profiles: the search and its filters, a profile with its gallery, the match game, favourites,
// the interest lists and the own profile (GET /profiles, /profile/{id}, match, interests, PATCH /user).
export { profileSchema, profileSummarySchema, profileTagSchema } from './profiles/entities/profile';
export type { Profile, ProfileSummary, ProfileTag } from './profiles/entities/profile';
export {
  ABOUT_ME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  lookingForTagSchema,
  lookingForTagsSchema,
  profileEditFormSchema,
} from './profiles/entities/profile-edit';
export type { ProfileEditForm, ProfileEditFormInput } from './profiles/entities/profile-edit';
export {
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLOURS,
  GENDER_FILTERS,
  HAIR_COLOURS,
  PROFILE_MAX_PAGE_SIZE,
  PROFILE_SORT_OPTIONS,
  RELATIONSHIP_STATUSES,
  ageRangeSchema,
  bodyTypeSchema,
  ethnicitySchema,
  eyeColourSchema,
  genderFilterSchema,
  hairColourSchema,
  heightRangeSchema,
  profileFiltersSchema,
  profileSearchQuerySchema,
  profileSortSchema,
  profileSortingSchema,
  relationshipStatusSchema,
} from './profiles/entities/profile-filters';
export type {
  AgeRangeFilter,
  BodyType,
  Ethnicity,
  EyeColour,
  GenderFilter,
  HairColour,
  HeightRangeFilter,
  ProfileFilters,
  ProfileSearchQuery,
  ProfileSort,
  ProfileSorting,
  RelationshipStatus,
} from './profiles/entities/profile-filters';
export { profileListCardSchema, profilesListStateSchema, profilesPageSchema } from './profiles/entities/profiles-list';
export type { ProfileListCard, ProfilesListState, ProfilesPage } from './profiles/entities/profiles-list';
export { PROFILES_MESSAGES } from './profiles/messages';
export { PROFILES_ERROR_CODES } from './profiles/error-codes';
export {
  FREE_PHOTOS_PER_PROFILE,
  blockedGalleryImageSchema,
  galleryImageSchema,
  profileDetailSchema,
  visibleGalleryImageSchema,
} from './profiles/entities/profile-detail';
export type { BlockedGalleryImage, GalleryImage, ProfileDetail } from './profiles/entities/profile-detail';
export { profilesQuerySchema } from './profiles/entities/profiles-search';
export type { ProfilesQuery, ProfilesQueryInput } from './profiles/entities/profiles-search';
export { favouriteUpdateSchema, subscriptionRequiredErrorSchema } from './profiles/entities/favourite';
export type { FavouriteUpdate, SubscriptionRequiredError } from './profiles/entities/favourite';
export {
  MATCH_QUEUE_MAX,
  SWIPE_ACTIONS,
  matchNextQuerySchema,
  matchNextResponseSchema,
  matchSchema,
  matchesResponseSchema,
  swipeActionSchema,
  swipeRequestSchema,
  swipeResponseSchema,
  undoResponseSchema,
} from './profiles/entities/match';
export type {
  Match,
  MatchNextResponse,
  MatchesResponse,
  SwipeAction,
  SwipeRequest,
  SwipeResponse,
  UndoResponse,
} from './profiles/entities/match';
export {
  interestKindSchema,
  interestSchema,
  interestsPageSchema,
  interestsParamsSchema,
  interestsQuerySchema,
} from './profiles/entities/interests';
export { INTEREST_KINDS } from './profiles/constants';
export type { Interest, InterestKind, InterestsPage, InterestsQuery } from './profiles/entities/interests';
export {
  isLocationUpdate,
  locationUpdateSchema,
  PASSWORD_TOO_SHORT,
  profileFormSchema,
  profileUpdateSchema,
  userUpdateSchema,
} from './profiles/entities/profile-update';
export type {
  LocationUpdate,
  LocationUpdateInput,
  ProfileForm,
  ProfileFormInput,
  ProfileUpdate,
  ProfileUpdateInput,
  UserUpdate,
} from './profiles/entities/profile-update';

// Messaging: conversations, messages, meet-ups and the notes a conversation carries.
export {
  conversationDraftsSchema,
  conversationListSchema,
  conversationQuerySchema,
  conversationSchema,
  conversationsPageSchema,
  conversationsQuerySchema,
  STAFF_LOOKUP_KEYS,
  conversationTypeSchema,
  conversationUpdateSchema,
  unreadCountsSchema,
} from './messaging/entities/conversation';
export type {
  Conversation,
  ConversationDrafts,
  ConversationList,
  ConversationQuery,
  ConversationsPage,
  ConversationsQuery,
  ConversationType,
  ConversationUpdate,
  UnreadCountsResponse,
} from './messaging/entities/conversation';
export { meetupInputSchema, meetupRefSchema, meetupSchema, meetupStatusSchema, meetupUpdateSchema } from './messaging/entities/meetup';
export type { Meetup, MeetupInput, MeetupInputValues, MeetupRef, MeetupStatus, MeetupUpdate } from './messaging/entities/meetup';
export { SEND_KEY_PATTERN, conversationMessageRequestSchema, conversationMessageResponseSchema } from './messaging/entities/send';
export type { ConversationMessageRequest, ConversationMessageRequestInput, ConversationMessageResponse } from './messaging/entities/send';
export { messageSchema, messageTypeSchema, senderTypeSchema, sendMessageSchema } from './messaging/entities/message';
export type { Message, MessageType, SendMessage, SendMessageInput } from './messaging/entities/message';
export { noteSchema, noteTypeSchema } from './messaging/entities/note';
export type { Note, NoteType } from './messaging/entities/note';
export { staffMemberFileSchema, staffPartiesSchema, staffProfileFileSchema } from './messaging/entities/staff-parties';
export type { StaffMemberFile, StaffParties, StaffProfileFile } from './messaging/entities/staff-parties';

// Checkout: the cart, the card form and orders (the products they sell are the brand's, above).
export { cartSchema } from './checkout/entities/cart';
export type { Cart } from './checkout/entities/cart';
export { checkoutFormSchema, checkoutTermsSchema, walletCheckoutSchema } from './checkout/entities/checkout';
export { stateOfZip, validateZipState } from './checkout/entities/zip-state';
export {
  APPLE_PAY_TOKEN_MAX_LENGTH,
  applePayCheckoutSchema,
  applePayMerchantSessionSchema,
  applePaySessionRequestSchema,
} from './checkout/entities/apple-pay';
export type { ApplePayCheckout, ApplePayMerchantSession, ApplePaySessionRequest } from './checkout/entities/apple-pay';
export type { CheckoutForm, CheckoutFormInput, WalletCheckout } from './checkout/entities/checkout';
export {
  createOrderRequestSchema,
  orderSchema,
  paymentFailureReasonSchema,
  paymentStateSchema,
  transactionStatusSchema,
  walletCardSchema,
  walletSchema,
} from './checkout/entities/order';
export type {
  CreateOrderRequest,
  Order,
  PaymentFailureReason,
  PaymentState,
  TransactionStatus,
  WalletCard,
} from './checkout/entities/order';
export { catalogueSchema, pricesQuerySchema } from './checkout/entities/catalogue';
export { receiptResentSchema, subscriptionAnswerSchema, subscriptionUpdateSchema } from './checkout/entities/membership';
export type { SubscriptionUpdate } from './checkout/entities/membership';
export type { Catalogue } from './checkout/entities/catalogue';

// Agent: the staff agent, the conversations it works, the notes it writes and its memo.
export {
  agentRoleSchema,
  agentSchema,
  agentSessionStateSchema,
  agentSignInRequestSchema,
  agentStatusSchema,
  agentUpdateSchema,
} from './agent/entities/agent';
export type { Agent, AgentRole, AgentSessionState, AgentSignInRequest, AgentStatus, AgentUpdate } from './agent/entities/agent';
export {
  HELD_WAITING_LIMIT,
  agentConversationLookupSchema,
  agentConversationSchema,
  queueAnswerSchema,
  stockQueueCountsSchema,
} from './agent/entities/agent-conversation';
export type {
  AgentConversation,
  AgentConversationLookup,
  HeldWaiting,
  QueueAnswer,
  StockQueueCounts,
} from './agent/entities/agent-conversation';
export { conversationNotesResponseSchema, memoResponseSchema, memoSchema, noteInputSchema, noteUpdateSchema } from './agent/entities/note';
export { agentStatusEventSchema, agentStatusResponseSchema, claimResponseSchema } from './agent/entities/work-session';
export type { AgentStatusEvent, AgentStatusResponse, ClaimResponse } from './agent/entities/work-session';
export {
  agentCreateSchema,
  agentPatchSchema,
  agentSavedResponseSchema,
  staffAgentSchema,
  staffAgentsResponseSchema,
} from './agent/entities/staff';
export type { AgentCreate, AgentPatch, AgentSavedResponse, StaffAgent, StaffAgentsResponse } from './agent/entities/staff';
export { staffFiguresResponseSchema, staffFiguresSchema } from './agent/entities/staff-figures';
export type { StaffFigures, StaffFiguresResponse } from './agent/entities/staff-figures';
export {
  memberAccountSchema,
  memberAccountsResponseSchema,
  memberReactivatedResponseSchema,
  memberSearchQuerySchema,
} from './agent/entities/member-accounts';
export type { MemberAccount, MemberAccountsResponse, MemberReactivatedResponse, MemberSearchQuery } from './agent/entities/member-accounts';
export {
  moderationDecisionRequestSchema,
  moderationDecisionResponseSchema,
  moderationDecisionSchema,
  moderationImageSchema,
  moderationImagesResponseSchema,
} from './agent/entities/moderation';
export type {
  ModerationDecision,
  ModerationDecisionRequest,
  ModerationDecisionResponse,
  ModerationImage,
  ModerationImagesResponse,
} from './agent/entities/moderation';
export type { ConversationNotesResponse, Memo, MemoResponse, NoteInput, NoteUpdate } from './agent/entities/note';
