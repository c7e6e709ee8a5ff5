import { EMAIL_MAX_LENGTH, TOKEN_MAX_LENGTH } from '../../platform/constants';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { PLATFORM_MESSAGES } from '../../platform/messages';
import { ACCOUNTS_MESSAGES } from '../messages';
import { emailSchema } from '../../platform/entities/email';
import { textLimits } from '../../platform/entities/text-fields';
import { z } from '../../platform/entities/zod';

/**
 * Sign-in: both fields are needed (member spec §5); each says what is missing. The name may be
 * an email, so it is bounded like one; no stored password is longer than a new one may be.
 */
export const signInRequestSchema = z.object({
  username: z.string().trim().min(1, ACCOUNTS_MESSAGES.usernameRequired).superRefine(textLimits(EMAIL_MAX_LENGTH)),
  password: z
    .string()
    .refine((value) => value.trim().length > 0, ACCOUNTS_MESSAGES.passwordRequired)
    .superRefine(textLimits(PASSWORD_MAX_LENGTH)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /authenticate and PATCH /authenticate. `expires_at` is a timestamp (seconds or ms; clients normalise). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshRequestSchema = z.object({ refresh: z.literal(true) });

export const autologinQuerySchema = z.object({
  token: z.string().min(1, PLATFORM_MESSAGES.required).superRefine(textLimits(TOKEN_MAX_LENGTH)),
});
/** GET /autologin. */
export const autologinResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.number().int().positive(),
});
export type AutologinResponse = z.infer<typeof autologinResponseSchema>;

export const authStateSchema = z.object({
  isAuthenticated: z.boolean(),
  token: z.string().nullable(),
  expiryDate: z.number().nullable(),
  tokenUpdateInterval: z.number().nullable(),
});

/** POST /forgot-password: the email of the account whose password is to be reset. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
