import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MESSAGES } from '@heartline/contracts';
import { loadRecaptcha } from './recaptcha-script';

interface RecaptchaCheckboxProps {
  v3SiteKey: string;
  v2SiteKey: string;
  notice?: string;
  onSolved: (token: string) => void;
}

/** Google's v2 checkbox; its expiry is the v2 timeout and its errors the v2 error. */
export function RecaptchaCheckbox({ v3SiteKey, v2SiteKey, notice, onSolved }: RecaptchaCheckboxProps) {
  const container = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  useLayoutEffect(() => {
    solved.current = onSolved;
  });
  // Starts with why the challenge shows; what happens next replaces it.
  const [problem, setProblem] = useState<string | null>(notice ?? null);

  useEffect(() => {
    let cancelled = false;
    // The widget wants an empty element of its own; a new one per mount.
    const holder = document.createElement('div');
    loadRecaptcha(v3SiteKey).then(
      (grecaptcha) => {
        if (cancelled || !container.current) return;
        container.current.appendChild(holder);
        grecaptcha.render(holder, {
          sitekey: v2SiteKey,
          callback: (token) => {
            setProblem(null);
            solved.current(token);
          },
          'expired-callback': () => setProblem(MESSAGES.captchaV2Timeout),
          'error-callback': () => setProblem(MESSAGES.captchaV2Error),
        });
      },
      () => {
        if (!cancelled) setProblem(MESSAGES.captchaV2Error);
      },
    );
    return () => {
      cancelled = true;
      holder.remove();
    };
  }, [v3SiteKey, v2SiteKey]);

  return (
    <div className="captcha-challenge">
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div ref={container} />
    </div>
  );
}
