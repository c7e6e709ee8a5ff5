// zod schemas for every entity. A separate entry point from the core so the landing page
// does not load zod; forms and the API import from here.
export { dateSchema, errorResponseSchema, idSchema, nullableDateSchema, unwrapValue } from './entities/common';
export { catalogueIssueMessage, issueField } from './entities/issue-messages';
export { textField, textLimits } from './entities/text-fields';
export type { ErrorResponse } from './entities/common';
export {
  autologinQuerySchema,
  autologinResponseSchema,
  authStateSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  signInRequestSchema,
  tokenResponseSchema,
} from './entities/auth';
export type { AutologinResponse, PasswordResetRequest, SignInRequest, TokenResponse } from './entities/auth';
export { brandSchema, brandSummarySchema, customerSupportSchema, measurementSystemSchema } from './entities/brand';
export type { Brand, BrandSummary, CustomerSupport, MeasurementSystem } from './entities/brand';
export { companySchema } from './entities/company';
export type { Company } from './entities/company';
export { imageSchema, imageTypeSchema } from './entities/image';
export type { Image } from './entities/image';
export { membershipFeatureSchema, packageTypeSchema, productSchema } from './entities/product';
export type { MembershipFeature, PackageType, Product } from './entities/product';
export {
  affiliateFormSchema,
  affiliateMessengerSchema,
  contactFormSchema,
  contactSubjectSchema,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
  trafficSourceSchema,
} from './entities/support';
export type { AffiliateForm, AffiliateFormInput, ContactForm, ContactSubject, CustomerSupportResponse } from './entities/support';
export { savedCardSchema, subscriptionSchema, transactionSchema, userSchema } from './entities/user';
export type { User } from './entities/user';
export { termsAcceptanceSchema } from './entities/terms';
export type { TermsAcceptance } from './entities/terms';
export { agentRoleSchema, agentSchema, agentSessionStateSchema, agentStatusSchema, agentUpdateSchema } from './entities/agent';
export type { Agent, AgentRole, AgentSessionState, AgentStatus, AgentUpdate } from './entities/agent';
export { agentConversationLookupSchema, agentConversationSchema, stockQueueCountsSchema } from './entities/agent-conversation';
export type { AgentConversation, AgentConversationLookup, StockQueueCounts } from './entities/agent-conversation';
export { cartSchema } from './entities/cart';
export type { Cart } from './entities/cart';
export { checkoutFormSchema, checkoutTermsSchema, walletCheckoutSchema } from './entities/checkout';
export type { CheckoutForm, CheckoutFormInput, WalletCheckout } from './entities/checkout';
export { conversationDraftsSchema, conversationSchema, conversationTypeSchema, unreadCountsSchema } from './entities/conversation';
export type { Conversation, ConversationDrafts, ConversationType, UnreadCountsResponse } from './entities/conversation';
export { meetupInputSchema, meetupRefSchema, meetupSchema } from './entities/meetup';
export type { Meetup, MeetupInput, MeetupRef } from './entities/meetup';
export { messageSchema, messageTypeSchema, senderTypeSchema, sendMessageSchema } from './entities/message';
export type { Message, MessageType, SendMessage, SendMessageInput } from './entities/message';
export { memoSchema, noteInputSchema, noteSchema, noteTypeSchema } from './entities/note';
export type { Memo, Note, NoteInput, NoteType } from './entities/note';
export { notificationSchema, notificationVariantSchema } from './entities/notification';
export type { Notification } from './entities/notification';
export { createOrderRequestSchema, orderSchema, paymentFailureReasonSchema, paymentStateSchema } from './entities/order';
export type { CreateOrderRequest, Order, PaymentFailureReason, PaymentState } from './entities/order';
export { profileSchema, profileSummarySchema, profileTagSchema } from './entities/profile';
export type { Profile, ProfileSummary, ProfileTag } from './entities/profile';
export {
  ABOUT_ME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
  adultBirthdaySchema,
  genderSchema,
  lookingForTagSchema,
  lookingForTagsSchema,
  profileEditFormSchema,
} from './entities/profile-edit';
export type { Gender, ProfileEditForm, ProfileEditFormInput } from './entities/profile-edit';
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
} from './entities/profile-filters';
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
} from './entities/profile-filters';
export { profilesListStateSchema, profilesPageSchema } from './entities/profiles-list';
export type { ProfilesListState, ProfilesPage } from './entities/profiles-list';
// Profiles and matching (GET /profiles, /profile/{id}, match, interests, own profile, locations, uploads).
export { PROFILES_ERROR_CODES, PROFILES_MESSAGES } from './entities/profiles-messages';
export {
  FREE_PHOTOS_PER_PROFILE,
  blockedGalleryImageSchema,
  galleryImageSchema,
  profileDetailSchema,
  visibleGalleryImageSchema,
} from './entities/profile-detail';
export type { BlockedGalleryImage, GalleryImage, ProfileDetail } from './entities/profile-detail';
export { profilesQuerySchema } from './entities/profiles-search';
export type { ProfilesQuery, ProfilesQueryInput } from './entities/profiles-search';
export { favouriteUpdateSchema, subscriptionRequiredErrorSchema } from './entities/favourite';
export type { FavouriteUpdate, SubscriptionRequiredError } from './entities/favourite';
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
} from './entities/match';
export type { Match, MatchNextResponse, MatchesResponse, SwipeAction, SwipeRequest, SwipeResponse, UndoResponse } from './entities/match';
export {
  INTEREST_KINDS,
  interestKindSchema,
  interestSchema,
  interestsPageSchema,
  interestsParamsSchema,
  interestsQuerySchema,
} from './entities/interests';
export type { Interest, InterestKind, InterestsPage, InterestsQuery } from './entities/interests';
export { PASSWORD_TOO_SHORT, profileUpdateSchema, userUpdateSchema } from './entities/profile-update';
// Defined once in ../constants; the schemas entry has always offered it too.
export { PASSWORD_MIN_LENGTH } from './constants';
export type { ProfileUpdate, ProfileUpdateInput, UserUpdate } from './entities/profile-update';
export {
  LOCATION_COUNTRIES,
  citySearchQuerySchema,
  citySearchResponseSchema,
  locationCitySchema,
  locationCountryParamsSchema,
  zipLookupResponseSchema,
  zipParamsSchema,
} from './entities/location';
export type { CitySearchResponse, LocationCity, ZipLookupResponse } from './entities/location';
export {
  IMAGE_SIZES,
  UPLOAD_FILES_FIELD,
  UPLOAD_LIMITS,
  UPLOAD_TYPE_FIELD,
  uploadTypeSchema,
  userImageParamsSchema,
  userImagesResponseSchema,
} from './entities/upload';
export type { ImageSizeName, UploadType, UserImagesResponse } from './entities/upload';
export {
  authConfigSchema,
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
} from './entities/account';
export type { CaptchaProof, ChangePasswordForm, RegisterRequest, RegisterRequestInput, RegisterResponse, SsoState } from './entities/account';
export { REALTIME_UNAUTHORISED_CLOSE, USER_CHANNEL_PATH } from './realtime';
export type { LogoutReason, UserChannelClientFrame, UserChannelEvent } from './realtime';
// The API closes user-channel sockets silent for two heartbeats.
export { WEBSOCKET_HEARTBEAT_MS } from './constants';
