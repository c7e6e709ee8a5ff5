// Every schema a form or a request is checked with, probed with bad values at every field: each
// text refuses NUL, lone surrogates and more than its limit, each list and number is bounded,
// and every message a member may read is a catalogue sentence, never zod's own words.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as schemas from './schemas';
import { isCatalogueSentence, messagesForBadInput, unboundedFields, type ProbeParse } from './testing/index';

/** What forms and requests are checked with. */
const INPUT_SCHEMAS = [
  'captchaPowChallengeSchema',
  'captchaPowSolutionSchema',
  'adultBirthdaySchema',
  'affiliateFormSchema',
  'affiliateMessengerSchema',
  'ageRangeSchema',
  'agentConversationLookupSchema',
  'agentCreateSchema',
  'agentPatchSchema',
  'agentSignInRequestSchema',
  'agentStatusEventSchema',
  'agentStatusSchema',
  'agentUpdateSchema',
  'autologinQuerySchema',
  'bodyTypeSchema',
  'captchaProofSchema',
  'changePasswordFormSchema',
  'changePasswordRequestSchema',
  'applePayCheckoutSchema',
  'applePaySessionRequestSchema',
  'checkoutFormSchema',
  'checkoutTermsSchema',
  'subscriptionUpdateSchema',
  'citySearchQuerySchema',
  'contactFormSchema',
  'contactSubjectSchema',
  'createOrderRequestSchema',
  'customerSupportQuerySchema',
  'dateSchema',
  'deactivateAccountRequestSchema',
  'emailSchema',
  'ethnicitySchema',
  'eyeColourSchema',
  'favouriteUpdateSchema',
  'genderFilterSchema',
  'genderSchema',
  'hairColourSchema',
  'heightRangeSchema',
  'idSchema',
  'interestKindSchema',
  'interestsParamsSchema',
  'interestsQuerySchema',
  'isDoiRequestSchema',
  'localCaptchaAnswerSchema',
  'localCaptchaV3RequestSchema',
  'locationCountryParamsSchema',
  'locationUpdateSchema',
  'lookingForTagSchema',
  'lookingForTagsSchema',
  'matchNextQuerySchema',
  'meetupInputSchema',
  'meetupUpdateSchema',
  'conversationListSchema',
  'newPasswordSchema',
  'memberSearchQuerySchema',
  'moderationDecisionRequestSchema',
  'moderationDecisionSchema',
  'noteInputSchema',
  'noteUpdateSchema',
  'pricesQuerySchema',
  'termsAcceptanceSchema',
  'notificationSettingsSchema',
  'nullableDateSchema',
  'passwordResetRequestSchema',
  'profileEditFormSchema',
  'profileFiltersSchema',
  'profileFormSchema',
  'profileSearchQuerySchema',
  'profileSortSchema',
  'profileSortingSchema',
  'profileUpdateSchema',
  'profilesQuerySchema',
  'refreshRequestSchema',
  'registerRequestSchema',
  'relationshipStatusSchema',
  'resendEmailRequestSchema',
  'resetPasswordRequestSchema',
  'sendMessageSchema',
  'conversationMessageRequestSchema',
  'conversationsQuerySchema',
  'conversationQuerySchema',
  'conversationUpdateSchema',
  'signInRequestSchema',
  'signUpAccountStepSchema',
  'signUpAgeStepSchema',
  'signUpIdentityStepSchema',
  'signUpLocationStepSchema',
  'signUpTermsStepSchema',
  'ssoStateSchema',
  'swipeActionSchema',
  'swipeRequestSchema',
  'trafficSourceSchema',
  'uploadTypeSchema',
  'userImageParamsSchema',
  'userUpdateSchema',
  'usernameSchema',
  'walletCheckoutSchema',
  'zipParamsSchema',
];

/** Answers of the API and state kept in the browser: read, never typed by anyone. */
const OUTPUT_SCHEMAS = [
  'applePayMerchantSessionSchema',
  'agentConversationSchema',
  'agentRoleSchema',
  'agentSavedResponseSchema',
  'agentSchema',
  'agentSessionStateSchema',
  'agentStatusResponseSchema',
  'authConfigSchema',
  'authStateSchema',
  'autologinResponseSchema',
  'blockedGalleryImageSchema',
  'brandListSchema',
  'brandSchema',
  'brandSummarySchema',
  'brandThemeSchema',
  'catalogueSchema',
  'fontStackSchema',
  'hexColourSchema',
  'themePaletteSchema',
  'captchaTokenResponseSchema',
  'cartSchema',
  'claimResponseSchema',
  'citySearchResponseSchema',
  'companySchema',
  'conversationDraftsSchema',
  'conversationSchema',
  'staffMemberFileSchema',
  'staffPartiesSchema',
  'staffProfileFileSchema',
  'conversationTypeSchema',
  'conversationMessageResponseSchema',
  'chatPhotoResponseSchema',
  'conversationNotesResponseSchema',
  'conversationsPageSchema',
  'customerSupportResponseSchema',
  'customerSupportSchema',
  'errorResponseSchema',
  'forgotPasswordResponseSchema',
  'galleryImageSchema',
  'imageSchema',
  'imageTypeSchema',
  'interestSchema',
  'interestsPageSchema',
  'localCaptchaChallengeSchema',
  'locationCitySchema',
  'matchNextResponseSchema',
  'matchSchema',
  'matchesResponseSchema',
  'measurementSystemSchema',
  'meetupRefSchema',
  'meetupSchema',
  'meetupStatusSchema',
  'membershipFeatureSchema',
  'memberAccountSchema',
  'memberAccountsResponseSchema',
  'memberReactivatedResponseSchema',
  'memoResponseSchema',
  'memoSchema',
  'moderationDecisionResponseSchema',
  'moderationImageSchema',
  'moderationImagesResponseSchema',
  'messageSchema',
  'messageTypeSchema',
  'noteSchema',
  'noteTypeSchema',
  'notificationSchema',
  'notificationVariantSchema',
  'orderSchema',
  'packageTypeSchema',
  'paymentFailureReasonSchema',
  'paymentStateSchema',
  'productSchema',
  'profileDetailSchema',
  'profileSchema',
  'profileSummarySchema',
  'profileTagSchema',
  'profilesListStateSchema',
  'profileListCardSchema',
  'profilesPageSchema',
  'registerResponseSchema',
  'resendEmailResponseSchema',
  'savedCardSchema',
  'senderTypeSchema',
  'staffAgentSchema',
  'staffAgentsResponseSchema',
  'staffFiguresResponseSchema',
  'staffFiguresSchema',
  'stockQueueCountsSchema',
  'queueAnswerSchema',
  'subscriptionRequiredErrorSchema',
  'subscriptionSchema',
  'subscriptionAnswerSchema',
  'receiptResentSchema',
  'swipeResponseSchema',
  'tokenResponseSchema',
  'transactionSchema',
  'transactionStatusSchema',
  'undoResponseSchema',
  'unreadCountsSchema',
  'userImagesResponseSchema',
  'userSchema',
  'verificationStatusSchema',
  'visibleGalleryImageSchema',
  'walletCardSchema',
  'walletSchema',
  'zipLookupResponseSchema',
];

const exported = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, ZodType] => typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
);
const inputs = exported.filter(([name]) => INPUT_SCHEMAS.includes(name));

/** As a form's resolver parses: no error map of its own, so only the schemas' and zod's set-up words. */
const parseWith =
  (schema: ZodType): ProbeParse =>
  (input) =>
    schema.safeParse(input).error?.issues ?? [];

describe('the schemas forms and requests are checked with', () => {
  it('are each classified as input or output, so a new one is probed too', () => {
    const unclassified = exported.map(([name]) => name).filter((name) => !INPUT_SCHEMAS.includes(name) && !OUTPUT_SCHEMAS.includes(name));
    expect(unclassified).toEqual([]);
    expect(inputs).toHaveLength(INPUT_SCHEMAS.length);
  });

  it.each(inputs)('%s refuses unbounded text, lists and numbers, NUL and lone surrogates at every field', (_name, schema) => {
    expect(unboundedFields(schema, parseWith(schema))).toEqual([]);
  });

  it.each(inputs)('%s answers bad values at every field with catalogue sentences only', (_name, schema) => {
    const foreign = messagesForBadInput(schema, parseWith(schema)).filter((message) => !isCatalogueSentence(message));
    expect(foreign).toEqual([]);
  });
});

describe('the limits, in words that say them', () => {
  const profile = {
    firstName: 'Dana',
    gender: 'man',
    lookingForAge: { min: 25, max: 40 },
    aboutMe: 'Sea swims.',
    lookingForTags: ['travel'],
    email: 'dana@example.com',
  };
  const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('names the age range, a tag and about me', () => {
    const result = schemas.profileUpdateSchema.safeParse({
      ...profile,
      lookingForAge: { min: 10, max: 200 },
      lookingForTags: ['travel', 'x'.repeat(31)],
      aboutMe: 'a'.repeat(2001),
    });
    expect(messagesOf(result)).toEqual({
      'lookingForAge.min': 'Age must be between 18 and 100',
      'lookingForAge.max': 'Age must be between 18 and 100',
      'lookingForTags.1': 'A tag has at most 30 characters',
      aboutMe: 'About me has at most 2000 characters',
    });
  });

  it('says how many tags a profile may have (and reads no further into a list past its limit)', () => {
    const result = schemas.profileUpdateSchema.safeParse({
      ...profile,
      lookingForTags: Array.from({ length: 100_000 }, (_, index) => `tag${index}`),
    });
    expect(messagesOf(result)).toEqual({ lookingForTags: 'At most 20 tags' });
  });

  it('accepts exactly the limits', () => {
    const result = schemas.profileUpdateSchema.safeParse({
      ...profile,
      lookingForAge: { min: 18, max: 100 },
      lookingForTags: Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(30, 'x')),
      aboutMe: 'a'.repeat(2000),
    });
    expect(result.success).toBe(true);
  });

  it('asks for the code when the verify box is empty, and says a wrong one is not valid', () => {
    expect(messagesOf(schemas.isDoiRequestSchema.safeParse({ code: ' ' }))).toEqual({
      code: 'Please enter the 6-digit code from the email.',
    });
    expect(messagesOf(schemas.isDoiRequestSchema.safeParse({ code: '12345' }))).toEqual({
      code: schemas.isDoiRequestSchema.shape.code.safeParse('1').error?.issues[0]?.message,
    });
    expect(schemas.isDoiRequestSchema.safeParse({ code: '123456' }).success).toBe(true);
  });

  it('refuses an address with more than 64 characters before the @ at sign-up and on /verify', () => {
    const long = `${'a'.repeat(300)}@example.com`;
    expect(messagesOf(schemas.signUpAccountStepSchema.safeParse({ username: 'dana_1', email: long, password: 'secret123' }))).toEqual({
      email: 'please enter a valid email address',
    });
    expect(messagesOf(schemas.resendEmailRequestSchema.safeParse({ new_email: long }))).toEqual({
      new_email: 'please enter a valid email address',
    });
  });

  it('refuses a NUL character in free text with its own sentence', () => {
    expect(
      messagesOf(
        schemas.contactFormSchema.safeParse({ name: 'Dana', subject: 'general-inquiries', email: 'dana@example.com', message: 'Hi\u0000' }),
      ),
    ).toEqual({
      message: 'This text contains characters that are not allowed.',
    });
  });
});
