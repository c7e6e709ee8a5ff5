import { z } from './zod';
import { TERMS_VERSION } from '../constants';
import { PLATFORM_MESSAGES } from '../messages';

/**
 * POST /user/{id}/terms: the member accepts the terms and conditions (member spec §2). Only the
 * version in force is taken, so a page built for older terms cannot record them as current.
 */
export const termsAcceptanceSchema = z.object({
  version: z
    .string({ error: PLATFORM_MESSAGES.termsNotCurrent })
    .refine((version) => version === TERMS_VERSION, { message: PLATFORM_MESSAGES.termsNotCurrent }),
});
export type TermsAcceptance = z.infer<typeof termsAcceptanceSchema>;
