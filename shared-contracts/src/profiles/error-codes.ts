// What a profiles answer means, as a code beside its words: the API attaches these explicitly
// (see ../error-codes.ts for how a UI reads them). Zod-free: the core entry holds them.
export const PROFILES_ERROR_CODES = {
  /** Premium-only feature: open the no-subscription (upgrade) popup (with `feature`). */
  subscriptionRequired: 'subscription-required',
  noLikesLeft: 'no-likes-left',
  emailInUse: 'email-in-use',
  invalidEmail: 'invalid-email',
  birthdayLocked: 'birthday-locked',
} as const;
