import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authConfigQuery } from '../../lib/auth-config-query';
import { createCaptchaClient, type CaptchaConfig } from './captcha-client';
import { watchPageSignals, type PageSignalWatch } from './page-signals';
import { powInBackground, type PowInBackground } from './proof-of-work';

/** The captcha configuration could not be read, so no captcha can be made (say: generic error). */
export class CaptchaUnavailableError extends Error {
  constructor() {
    super('captcha unavailable');
    this.name = 'CaptchaUnavailableError';
  }
}

export interface Captcha {
  /** Known once GET /auth/config answered; the v2 challenge needs it. */
  config: CaptchaConfig | null;
  /** A v3 token; rejects with CaptchaUnavailableError when the configuration cannot be read. */
  executeV3(action: string): Promise<string>;
}

/**
 * The captcha of a page: counts the page signals from the moment the page opens, reads the
 * configuration once (again on the next attempt if it failed) and, with the self-hosted captcha,
 * starts its proof of work at once so the token is ready by the time the person submits.
 */
export function useCaptcha(): Captcha {
  const queryClient = useQueryClient();
  const { data } = useQuery(authConfigQuery);
  const signals = useRef<PageSignalWatch | null>(null);
  const pow = useRef<PowInBackground | null>(null);
  const startPow = useCallback(() => (pow.current ??= powInBackground()), []);
  const selfHosted = data?.captcha.provider === 'local';

  useEffect(() => {
    if (selfHosted) startPow();
  }, [selfHosted, startPow]);

  useEffect(() => {
    const watch = watchPageSignals();
    signals.current = watch;
    return () => watch.stop();
  }, []);

  const executeV3 = useCallback(
    async (action: string) => {
      let loaded: CaptchaConfig;
      try {
        loaded = (await queryClient.fetchQuery(authConfigQuery)).captcha;
      } catch {
        throw new CaptchaUnavailableError();
      }
      signals.current ??= watchPageSignals();
      return createCaptchaClient(loaded, signals.current, startPow).executeV3(action);
    },
    [queryClient, startPow],
  );

  return { config: data?.captcha ?? null, executeV3 };
}
