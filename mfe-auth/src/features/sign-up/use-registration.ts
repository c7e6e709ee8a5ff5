import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MESSAGES, bus, normaliseExpiry, register, showToast, type CaptchaProof } from '@heartline/contracts';
import { CaptchaUnavailableError, type Captcha } from '../../components/captcha';
import { describeRegisterFailure } from './register-failure';
import { ACCOUNT_STEP, signUpDetailsSchema, stepOfField, type SignUpValues } from './sign-up-steps';

/** The action the captcha tokens are made for; the server checks the same. */
export const REGISTER_ACTION = 'register';

export interface CaptchaRequest {
  /** A new key asks for a fresh challenge. */
  key: number;
  notice: string;
}

/**
 * POST /register with a v3 proof first; a 412 brings the v2 challenge, whose token is sent
 * next. Success hands the new session to the shell, which opens /verify.
 */
export function useRegistration(
  form: UseFormReturn<SignUpValues>,
  captcha: Captcha,
  goTo: (step: number, focusField?: keyof SignUpValues) => void,
) {
  const [challenge, setChallenge] = useState<CaptchaRequest | null>(null);
  // One registration at a time, however the form gets submitted (click, Enter, a solved challenge).
  const inFlight = useRef(false);
  const askForChallenge = (notice: string) => setChallenge((current) => ({ key: (current?.key ?? 0) + 1, notice }));

  const submit = async (proof?: CaptchaProof) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await attempt(proof);
    } finally {
      inFlight.current = false;
    }
  };

  const attempt = async (proof?: CaptchaProof) => {
    const details = signUpDetailsSchema.safeParse(form.getValues());
    if (!details.success) {
      // Every step passed, so this is a value that went stale (e.g. a birthday at midnight).
      const field = String(details.error.issues[0]?.path[0] ?? '');
      goTo(stepOfField(field));
      return;
    }
    let captchaProof = proof;
    if (!captchaProof) {
      try {
        captchaProof = { version: 'v3', token: await captcha.executeV3(REGISTER_ACTION) };
      } catch (failure) {
        if (failure instanceof CaptchaUnavailableError) form.setError('root', { message: MESSAGES.generic });
        else askForChallenge(MESSAGES.captchaV3Failed);
        return;
      }
    }
    try {
      const answer = await register({ ...details.data, captcha: captchaProof });
      setChallenge(null);
      showToast(MESSAGES.verificationSent, 'success');
      bus.emit('auth:signed-in', { token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at), redirectTo: '/verify' });
    } catch (failure) {
      const outcome = describeRegisterFailure(failure, captchaProof.version);
      if (outcome.kind === 'captcha') {
        askForChallenge(outcome.message);
      } else if (outcome.kind === 'field') {
        setChallenge(null);
        goTo(ACCOUNT_STEP, outcome.field);
        form.setError(outcome.field, { message: outcome.message });
      } else {
        form.setError('root', { message: outcome.message });
      }
    }
  };

  return { submit, challenge, clearChallenge: () => setChallenge(null) };
}
