// Member accounts (issue 3): sign-up, captcha, email verification, password reset, settings
// and single sign-on. Shared by the mfe-auth forms and the API routes, so both apply the same
// rules and report the same words.
import { z } from '../../platform/entities/zod';
import { DOMAIN_MAX_LENGTH, LOCATION_MAX_LENGTH, TOKEN_MAX_LENGTH, URL_MAX_LENGTH } from '../../platform/constants';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, VERIFICATION_CODE_DIGITS } from '../constants';
import { PLATFORM_MESSAGES, maxLengthMessage, minLengthMessage } from '../../platform/messages';
import { ACCOUNTS_MESSAGES } from '../messages';
import {
  firstMessage,
  validateAllowedCharacters,
  validateMaxLength,
  validateMinLength,
  validateRequired,
} from '../../platform/rules/validation';
import { validateTermsAccepted, validateUsername } from '../rules/account-fields';
import { emailSchema } from '../../platform/entities/email';
import { adultBirthdaySchema, genderSchema } from './person';
import { checkFields, checkRule } from '../../platform/entities/rule-check';
import { textField, textLimits } from '../../platform/entities/text-fields';

export { emailSchema };

export const usernameSchema = z
  .string({ error: PLATFORM_MESSAGES.required })
  .trim()
  .superRefine(
    checkRule((value: string) =>
      firstMessage(
        validateRequired(value),
        validateUsername(value),
        validateMinLength(value, USERNAME_MIN_LENGTH),
        validateMaxLength(value, USERNAME_MAX_LENGTH),
      ),
    ),
  );

/** A new password: 8 to 128 characters, not only spaces. */
export const newPasswordSchema = z
  .string({ error: PLATFORM_MESSAGES.required })
  .superRefine(
    checkRule((value: string) =>
      firstMessage(
        validateRequired(value),
        validateAllowedCharacters(value),
        value.length < PASSWORD_MIN_LENGTH ? minLengthMessage(PASSWORD_MIN_LENGTH) : undefined,
        value.length > PASSWORD_MAX_LENGTH ? maxLengthMessage(PASSWORD_MAX_LENGTH) : undefined,
      ),
    ),
  );

/** Sign-up step "about you": who you are and whom you look for. */
export const signUpIdentityStepSchema = z.object({
  gender: genderSchema
    .or(z.literal('').transform(() => undefined))
    .pipe(genderSchema.optional())
    .refine((v) => v !== undefined, PLATFORM_MESSAGES.required),
  lookingFor: genderSchema
    .or(z.literal('').transform(() => undefined))
    .pipe(genderSchema.optional())
    .refine((v) => v !== undefined, PLATFORM_MESSAGES.required),
});

/** Sign-up step "age": date of birth and the explicit 18+ confirmation. */
export const signUpAgeStepSchema = z.object({
  birthday: adultBirthdaySchema,
  adultConfirmed: z.boolean().refine((value) => value, ACCOUNTS_MESSAGES.confirmAdult),
});

/** Sign-up step "location": a city picked from the lookup ("City, State") and its country. */
export const signUpLocationStepSchema = z.object({
  location: textField({ max: LOCATION_MAX_LENGTH, label: 'Location', required: true }),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, PLATFORM_MESSAGES.required),
});

/** Sign-up step "account": username, email and password. */
export const signUpAccountStepSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** Sign-up last step: the terms. */
export const signUpTermsStepSchema = z.object({
  terms: z.boolean().superRefine(checkRule((value: boolean) => validateTermsAccepted(value, 'sign-up'))),
});

/** The captcha proof sent with POST /register: a v3 token first, a v2 token after a 412. */
export const captchaProofSchema = z.object({
  version: z.enum(['v3', 'v2']),
  token: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH)),
});
export type CaptchaProof = z.infer<typeof captchaProofSchema>;

/** POST /register: every step together, plus the captcha proof. */
export const registerRequestSchema = signUpIdentityStepSchema
  .extend(signUpAgeStepSchema.shape)
  .extend(signUpLocationStepSchema.shape)
  .extend(signUpAccountStepSchema.shape)
  .extend(signUpTermsStepSchema.shape)
  .extend({ captcha: captchaProofSchema });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;

/**
 * POST /register answers 201 with the session of the new member, whose email still waits for
 * verification. 412 `{ message: 'captcha_v2_required' }` asks for the v2 challenge; 422
 * `{ message: 'Invalid email' }` refuses the address; 409 names a taken username or email.
 */
export const registerResponseSchema = z.object({
  status: z.literal('pending_verification'),
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.number().int().positive(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** GET /auth/config: which captcha and single sign-on the browser talks to. */
export const authConfigSchema = z.object({
  captcha: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('local') }),
    z.object({ provider: z.literal('recaptcha'), v3SiteKey: z.string(), v2SiteKey: z.string() }),
  ]),
  /** The single sign-on the asking site's brand offers; null: none, and no button shows. */
  sso: z
    .object({
      /** The provider's name on the button, e.g. "Heartline ID" (the brand record's `sso.name`). */
      name: z.string(),
      /** Where the browser goes: `${verifyUrl}?state=...` (ends with /sso/verify/). */
      verifyUrl: z.string(),
    })
    .nullable(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

const LAST_SECOND_OF_THE_CENTURY = 4_102_444_799;

/** Lowercase hex of at most `max` characters (an ALTCHA nonce, salt, key or signature). */
const hex = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[0-9a-f]+$/);

/**
 * GET /captcha/v3/challenge (the self-hosted provider): an ALTCHA proof-of-work challenge. The
 * browser searches for the counter whose SHA-256 key starts with `keyPrefix`; the server signed
 * the parameters, so none can be changed, and `data.issuedAt` tells it how long the page was open.
 */
export const captchaPowChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('SHA-256'),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().min(1).max(10),
    keyLength: z.number().int().min(8).max(64),
    keyPrefix: hex(128),
    /** Seconds since 1970 (as ALTCHA writes it); no challenge outlives this century. */
    expiresAt: z.number().int().positive().max(LAST_SECOND_OF_THE_CENTURY),
    data: z.object({
      issuedAt: z
        .number()
        .int()
        .positive()
        .max(LAST_SECOND_OF_THE_CENTURY * 1000),
    }),
  }),
  signature: hex(128),
});
export type CaptchaPowChallenge = z.infer<typeof captchaPowChallengeSchema>;

/** The browser's answer to a proof-of-work challenge: the counter it found, and the key it derived. */
export const captchaPowSolutionSchema = z.object({
  counter: z.number().int().min(0).max(4_294_967_295),
  derivedKey: hex(128),
  time: z.number().min(0).max(86_400_000).optional(),
});
export type CaptchaPowSolution = z.infer<typeof captchaPowSolutionSchema>;

/**
 * POST /captcha/v3 (the self-hosted provider): the solved proof of work, and what the page saw a
 * person do. No token without the work; the time on the page is the server's own measure.
 */
export const localCaptchaV3RequestSchema = z.object({
  action: z.string().min(1).superRefine(textLimits(40)),
  /** Key presses and pointer movements seen on the page. */
  signals: z.object({
    keys: z.number().int().min(0).max(1_000_000),
    pointer: z.number().int().min(0).max(1_000_000),
  }),
  proof: z.object({ challenge: captchaPowChallengeSchema, solution: captchaPowSolutionSchema }),
});
export const captchaTokenResponseSchema = z.object({ token: z.string() });

/** GET /captcha/v2/challenge (local provider): an image of distorted characters to type. */
export const localCaptchaChallengeSchema = z.object({
  id: z.string(),
  /** An SVG data URL. */
  image: z.string(),
  /** Millisecond timestamp after which the answer is refused (captcha v2 timeout). */
  expiresAt: z.number().int(),
});
export type LocalCaptchaChallenge = z.infer<typeof localCaptchaChallengeSchema>;
/** POST /captcha/v2/verify: 200 `{ token }`, 400 when wrong, 410 when expired. */
export const localCaptchaAnswerSchema = z.object({
  /** The signed challenge (see GET /captcha/v2/challenge). */
  id: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH)),
  answer: z.string().trim().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(12)),
});

/** POST /resend-email: send the verification again, optionally to a new address first. */
export const resendEmailRequestSchema = z.object({ new_email: emailSchema.optional() });
/** Answer of POST /resend-email: the address written to, and when the next resend is allowed. */
export const resendEmailResponseSchema = z.object({
  email: z.string(),
  /** Millisecond timestamp. */
  nextResendAt: z.number().int(),
});
export type ResendEmailResponse = z.infer<typeof resendEmailResponseSchema>;

/** GET /verification-status: what the verify page shows. */
export const verificationStatusSchema = z.object({
  email: z.string(),
  emailValidated: z.boolean(),
  nextResendAt: z.number().int(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);

/** PATCH /user/{id}/is-doi: confirm the address with the 6-digit code from the email (an empty box asks for it). */
export const isDoiRequestSchema = z.object({
  code: z
    .string({ error: ACCOUNTS_MESSAGES.verificationCodeRequired })
    .trim()
    .superRefine(
      checkRule((value: string) =>
        value === ''
          ? ACCOUNTS_MESSAGES.verificationCodeRequired
          : VERIFICATION_CODE_PATTERN.test(value)
            ? undefined
            : ACCOUNTS_MESSAGES.invalidVerificationCode,
      ),
    ),
});

/** POST /forgot-password answers the same whether or not the address exists. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** POST /reset-password: the token from the reset link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH)),
  password: newPasswordSchema,
});

/** A password to check against the stored one: required, within the length a new one may have. */
const currentPasswordSchema = z
  .string({ error: PLATFORM_MESSAGES.required })
  .refine((value) => value.length > 0, PLATFORM_MESSAGES.required)
  .superRefine(textLimits(PASSWORD_MAX_LENGTH));

/** The settings form to change the password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().superRefine(textLimits(PASSWORD_MAX_LENGTH)),
  })
  .superRefine(
    checkFields('confirmPassword', (v) => (v.confirmPassword === v.newPassword ? undefined : ACCOUNTS_MESSAGES.passwordsDoNotMatch)),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
/** PATCH /user/{id}/password. */
export const changePasswordRequestSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });

/** PATCH /user/{id}/notifications. */
export const notificationSettingsSchema = z.object({ notifyByEmail: z.boolean() });

/** DELETE /user/{id}: deactivation, confirmed with the password. */
export const deactivateAccountRequestSchema = z.object({ password: currentPasswordSchema });

/** The encoded state of single sign-on (member spec §7): base64url of this JSON. */
export const ssoStateSchema = z.object({
  action: z.literal('login'),
  /** Where the provider returns to; must be on the brand's own domain. */
  redirectUrl: z.string().superRefine(textLimits(URL_MAX_LENGTH)).pipe(z.url()),
  domain: z.string().min(1).superRefine(textLimits(DOMAIN_MAX_LENGTH)),
});
export type SsoState = z.infer<typeof ssoStateSchema>;
