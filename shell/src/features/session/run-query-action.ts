import {
  ApiError,
  MESSAGES,
  autologin,
  bus,
  isTokenValid,
  normaliseExpiry,
  showToast,
} from '@heartline/contracts';
import { i18n } from '../../lib/i18n';
import { logout, startSession } from './session';
import type { QueryAction } from './query-actions';

/**
 * Carries out a query action before the first page renders.
 * Returns where to go instead of the requested page, or null to stay.
 */
export async function runQueryAction(action: QueryAction): Promise<string | null> {
  switch (action.kind) {
    case 'none':
      return null;
    case 'sso-error':
      if (action.code === 'not_found') {
        showToast(i18n.t('sso.not-found'), 'warning');
        return '/sign-up';
      }
      showToast(action.code === 'access_denied' ? i18n.t('sso.access-denied') : MESSAGES.generic, 'error');
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
      return runAutologin(action.token);
  }
}

async function runAutologin(token: string): Promise<string | null> {
  try {
    const answer = await autologin(token);
    const expiryDate = normaliseExpiry(answer.expiresAt);
    if (!isTokenValid(expiryDate, Date.now())) return expired();
    await startSession({ token: answer.accessToken, expiryDate });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.message === MESSAGES.tokenExpired) return expired();
    logout({ callServer: false, broadcast: false });
    showToast(i18n.t('autologin.failed'), 'warning');
    return '/';
  }
}

function expired(): string {
  logout({ callServer: false, broadcast: false });
  showToast(MESSAGES.tokenExpired, 'warning');
  return '/';
}
