import { useId, useState } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, MESSAGES, bus, showToast, validateEmail, type PopupProps } from '@heartline/contracts';
import { requestPasswordReset } from './request-password-reset';

export function PasswordResetPopup({ close, Frame }: PopupProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      // 'User not found' is answered 'please register first'; every other failure is generic.
      const message = failure instanceof ApiError && failure.status === 404 ? t('reset.not-registered') : MESSAGES.generic;
      showToast(message, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Frame title={t('reset.title')} onClose={close}>
      {sentTo ? (
        <p className="success-panel" role="status">
          {t('reset.sent', { email: sentTo })}
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate>
          <p>{t('reset.intro')}</p>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('reset.email')}</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('reset.submitting') : t('reset.submit')}
          </button>
        </form>
      )}
      <button
        type="button"
        className="button-link"
        onClick={() => {
          close();
          bus.emit('popup:open', { name: 'sign-in' });
        }}
      >
        {t('reset.back')}
      </button>
    </Frame>
  );
}
