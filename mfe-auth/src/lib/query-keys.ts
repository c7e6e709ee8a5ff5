// The keys of this remote's queries in the shell's one QueryClient, whose cache every remote
// shares: the GET path's segments, then what else tells two answers apart (see
// mfe-profiles/src/lib/query-keys.ts), so the same answer has the same key whoever asks for it.
export const queryKeys = {
  /** GET /auth/config: the captcha and single sign-on settings. */
  authConfig: () => ['auth', 'config'] as const,
  /** GET /verification-status: the signed-in member's address and resend time. */
  verificationStatus: () => ['verification-status'] as const,
};
