import { z } from 'zod';
import { MESSAGES } from '@heartline/contracts';
import { newPasswordSchema } from '@heartline/contracts/schemas';

/** The new password, typed twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
