import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { bus, normaliseExpiry, showToast, signIn, validateLogin } from '@heartline/contracts';
import { describeSignInFailure } from './sign-in-errors';

interface SignInFormProps {
  /** Called after a successful sign-in (the popup closes itself). */
  onSignedIn?: () => void;
  onForgotPassword: () => void;
  /** An info message to show above the form (e.g. an expired verification link). */
  info?: string;
  send?: typeof signIn;
}

/**
 * Username and password; nothing is sent while either is empty (member spec §5).
 * On success the shell takes the session over through the bus.
 */
export function SignInForm({ onSignedIn, onForgotPassword, info, send = signIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; fields: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (validateLogin({ username, password })) {
      setError({ message: t('sign-in.empty'), fields: true });
      showToast(t('sign-in.empty'), 'warning');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await send(username.trim(), password);
      bus.emit('auth:signed-in', { token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at) });
      onSignedIn?.();
    } catch (failure) {
      const described = describeSignInFailure(failure, t);
      setError({ message: described.message, fields: described.fields });
      showToast(described.message, described.variant);
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const invalid = error?.fields ? true : undefined;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      {info && (
        <p className="notice" role="status">
          {info}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-username`}>{t('sign-in.username')}</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('sign-in.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error.message}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('sign-in.submitting') : t('sign-in.submit')}
      </button>
      <button type="button" className="button-link" onClick={onForgotPassword}>
        {t('sign-in.forgot')}
      </button>
      <p className="field-hint">
        {t('sign-in.no-account')} <Link to="/sign-up">{t('sign-in.sign-up')}</Link>
      </p>
      <p className="field-hint">{t('sign-in.adult-notice')}</p>
    </form>
  );
}
