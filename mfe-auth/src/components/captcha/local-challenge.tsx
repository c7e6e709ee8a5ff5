import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  ApiError,
  MESSAGES,
  answerLocalCaptcha,
  getLocalCaptchaChallenge,
  type LocalCaptchaChallenge as Challenge,
} from '@heartline/contracts';
import { Button, TextField, submitHandler } from '@heartline/ui';

interface LocalChallengeProps {
  /** Why the challenge is shown (e.g. the v3 failure); replaced by what happens next. */
  notice?: string;
  onSolved: (token: string) => void;
}

/**
 * The local captcha v2: an image of distorted characters, typed back. Expiry (a timer at
 * `expiresAt`, or a 410 answer) says so and brings a fresh image; a wrong answer or a failed
 * load is the v2 error.
 */
export function LocalCaptchaChallenge({ notice, onSolved }: LocalChallengeProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  // Each attempt loads one challenge; a new attempt (expiry, wrong answer, "New image") drops the old.
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; challenge: Challenge } | null>(null);
  // Starts with why the challenge shows; what happens next replaces it.
  const [problem, setProblem] = useState<string | null>(notice ?? null);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let live = true;
    getLocalCaptchaChallenge().then(
      (challenge) => {
        if (live) setLoaded({ attempt, challenge });
      },
      () => {
        if (live) setProblem(MESSAGES.captchaV2Error);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const challenge = loaded?.attempt === attempt ? loaded.challenge : null;

  const loadFresh = useCallback((reason: string | null) => {
    setAttempt((n) => n + 1);
    setAnswer('');
    setAnswerError(undefined);
    setProblem(reason);
  }, []);

  useEffect(() => {
    if (!challenge) return undefined;
    const timer = setTimeout(() => loadFresh(MESSAGES.captchaV2Timeout), Math.max(0, challenge.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [challenge, loadFresh]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge || checking) return;
    if (answer.trim() === '') {
      setAnswerError(MESSAGES.required);
      return;
    }
    setChecking(true);
    try {
      const { token } = await answerLocalCaptcha(challenge.id, answer.trim());
      setProblem(null);
      onSolved(token);
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      if (status === 429 && failure instanceof ApiError) setProblem(failure.message);
      else loadFresh(status === 410 ? MESSAGES.captchaV2Timeout : MESSAGES.captchaV2Error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <form className="form captcha-challenge" onSubmit={submitHandler(onSubmit)} noValidate>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {challenge ? (
        <img src={challenge.image} alt={t('captcha.image')} width={180} height={64} />
      ) : (
        <p className="field-hint" role="status">
          {t('captcha.loading')}
        </p>
      )}
      <TextField
        id={`${id}-answer`}
        label={t('captcha.answer')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={answer}
        error={answerError}
        onChange={(event) => {
          setAnswer(event.target.value);
          setAnswerError(undefined);
        }}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={() => loadFresh(null)} disabled={checking}>
          {t('captcha.new-image')}
        </Button>
        <Button type="submit" disabled={!challenge} loading={checking}>
          {checking ? t('captcha.checking') : t('captcha.submit')}
        </Button>
      </div>
    </form>
  );
}
