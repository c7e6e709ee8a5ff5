// What a messaging answer means, as a code beside its words (see ../error-codes.ts). Zod-free.
export const MESSAGING_ERROR_CODES = {
  /** The member has no credit for this message: open the no-credits (buy credits) popup. */
  noCredits: 'no-credits',
} as const;
