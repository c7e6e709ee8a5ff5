import { paths, MESSAGES, autologin, bus, isTokenValid, normaliseExpiry, showToast, ERROR_CODES, errorCodeOf } from '@heartline/contracts';
import { now } from '../../lib/clock';
import { i18n } from '../../lib/i18n';
import { logout, startSession } from './session';
import type { QueryAction } from './query-actions';

/**
 * Carries out a query action before the first page renders (member spec §2, §8).
 * Returns where to go instead of the requested page, or null to stay.
 */
export async function runQueryAction(action: QueryAction): Promise<string | null> {
  switch (action.kind) {
    case 'none':
      return null;
    case 'sso-error':
      if (action.code === 'not_found') {
        showToast(MESSAGES.ssoNotFound, 'warning');
        return paths.signUp();
      }
      if (action.code === 'access_denied') {
        showToast(MESSAGES.ssoConsentNeeded, 'warning');
        return '/';
      }
      showToast(MESSAGES.generic, 'error');
      return '/';
    case 'verification-error':
      if (action.code === 'already_verified' && action.token) return runAutologin(action.token);
      if (action.code === 'expired') {
        bus.emit('popup:open', { name: 'sign-in', props: { info: i18n.t('verify.expired') } });
        return null;
      }
      showToast(MESSAGES.generic, 'error');
      return '/';
    case 'autologin':
      return runAutologin(action.token, action.resetPassword);
  }
}

/**
 * Signs in with the token of a link. A password-reset link then asks for the new password (the
 * popup sends the same token with it); its failure is the generic error (spec §8 password reset
 * failure), any other link's failure the auto-login warning.
 */
async function runAutologin(token: string, resetPassword = false): Promise<string | null> {
  try {
    const answer = await autologin(token);
    const expiryDate = normaliseExpiry(answer.expiresAt);
    if (!isTokenValid(expiryDate, now())) return expired();
    await startSession({ token: answer.accessToken, expiryDate });
    if (resetPassword) bus.emit('popup:open', { name: 'new-password', props: { token } });
    return null;
  } catch (error) {
    const code = errorCodeOf(error);
    if (code === ERROR_CODES.tokenExpired) return expired();
    logout({ callServer: false, broadcast: false, goHome: false });
    if (code === ERROR_CODES.userNotFound) {
      showToast(MESSAGES.pleaseRegisterFirst, 'warning');
      return paths.signUp();
    }
    if (code === ERROR_CODES.accountDeactivated) {
      showToast(MESSAGES.accountIsDeactivated, 'warning');
      return '/';
    }
    if (resetPassword) showToast(MESSAGES.generic, 'error');
    else showToast(i18n.t('autologin.failed'), 'warning');
    return '/';
  }
}

function expired(): string {
  logout({ callServer: false, broadcast: false, goHome: false });
  showToast(MESSAGES.tokenExpired, 'warning');
  return '/';
}
