// Calls of the member account (issue 3). Paths and payloads are described with their schemas in
// entities/account.ts.
import type {
  AuthConfig,
  CaptchaPowChallenge,
  CaptchaPowSolution,
  LocalCaptchaChallenge,
  RegisterRequest,
  RegisterResponse,
  ResendEmailResponse,
  SsoState,
  VerificationStatus,
} from '../entities/account';
import type { User } from '../entities/user';
import { api } from '../../platform/api/client';

export function getAuthConfig(): Promise<AuthConfig> {
  return api.request<AuthConfig>('get', '/auth/config', { anonymous: true, loader: false });
}

export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return api.request<RegisterResponse>('post', '/register', { json: request, anonymous: true });
}

/** The self-hosted captcha's proof-of-work challenge, for the page to solve while the person fills the form. */
export function getCaptchaPowChallenge(): Promise<CaptchaPowChallenge> {
  return api.request<CaptchaPowChallenge>('get', '/captcha/v3/challenge', { anonymous: true, loader: false });
}

export function requestLocalCaptchaV3(
  action: string,
  signals: { keys: number; pointer: number },
  proof: { challenge: CaptchaPowChallenge; solution: CaptchaPowSolution },
): Promise<{ token: string }> {
  return api.request<{ token: string }>('post', '/captcha/v3', { json: { action, signals, proof }, anonymous: true, loader: false });
}

export function getLocalCaptchaChallenge(): Promise<LocalCaptchaChallenge> {
  return api.request<LocalCaptchaChallenge>('get', '/captcha/v2/challenge', { anonymous: true, loader: false });
}

export function answerLocalCaptcha(id: string, answer: string): Promise<{ token: string }> {
  return api.request<{ token: string }>('post', '/captcha/v2/verify', { json: { id, answer }, anonymous: true, loader: false });
}

export function getVerificationStatus(): Promise<VerificationStatus> {
  return api.request<VerificationStatus>('get', '/verification-status', { loader: false });
}

export function resendVerificationEmail(newEmail?: string): Promise<ResendEmailResponse> {
  return api.request<ResendEmailResponse>('post', '/resend-email', { json: newEmail ? { new_email: newEmail } : {} });
}

export function confirmEmailCode(userId: string, code: string): Promise<User> {
  return api.request<User>('patch', `/user/${encodeURIComponent(userId)}/is-doi`, { json: { code } });
}

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.request<{ message: string }>('post', '/forgot-password', { json: { email }, anonymous: true });
}

export function resetPassword(token: string, password: string): Promise<void> {
  return api.request<void>('post', '/reset-password', { json: { token, password } });
}

export function changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
  return api.request<void>('patch', `/user/${encodeURIComponent(userId)}/password`, { json: { currentPassword, newPassword } });
}

export function updateNotificationSettings(userId: string, notifyByEmail: boolean): Promise<User> {
  return api.request<User>('patch', `/user/${encodeURIComponent(userId)}/notifications`, { json: { notifyByEmail } });
}

export function deactivateAccount(userId: string, password: string): Promise<void> {
  return api.request<void>('delete', `/user/${encodeURIComponent(userId)}`, { json: { password } });
}

/** base64url of the JSON state (member spec §7). */
export function encodeSsoState(state: SsoState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeSsoState(encoded: string): unknown {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The address the browser goes to for single sign-on. */
export function ssoVerifyUrl(verifyUrl: string, state: SsoState): string {
  const url = new URL(verifyUrl);
  url.searchParams.set('state', encodeSsoState(state));
  return url.href;
}
