import { z } from 'zod';
import { MESSAGES } from '@heartline/contracts';
import { PASSWORD_MAX_LENGTH } from '@heartline/contracts/rules';
import { newPasswordSchema, textLimits } from '@heartline/contracts/schemas';

/** The new password, typed twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().superRefine(textLimits(PASSWORD_MAX_LENGTH)) })
  .refine((values) => values.confirmPassword === values.password, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
