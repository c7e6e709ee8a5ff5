// Kept for captcha/, which issue 22's work holds still: the spent tokens repository lives in
// sessions/repositories/. Delete this file when captcha/ imports from there.
export type { SpentTokensRepository } from '../sessions/repositories/spent-tokens';
