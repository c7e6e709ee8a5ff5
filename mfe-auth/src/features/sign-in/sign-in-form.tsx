import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import type { SignInRequest } from '@heartline/contracts/schemas';
import { bus, normaliseExpiry, showToast, signIn } from '@heartline/contracts';
import { describeSignInFailure } from './sign-in-errors';
import { Button } from '@heartline/ui';
import { CredentialsForm, type CredentialsFailure } from '@heartline/widgets/credentials-form';
import { SsoButton } from '../../components/sso/sso-button';

interface SignInFormProps {
  /** Called after a successful sign-in (the popup closes itself). */
  onSignedIn?: () => void;
  onForgotPassword: () => void;
  /** An info message to show above the form (e.g. an expired verification link). */
  info?: string;
  send?: typeof signIn;
}

/**
 * Username and password; nothing is sent while either is empty, and a warning says why
 * (member spec §5). On success the shell takes the session over through the bus. Below it, the
 * single sign-on button (the /sign-in page and the sign-in popup both show this form). The form
 * itself is the widgets' CredentialsForm, which the staff's sign-in uses too.
 */
export function SignInForm({ onSignedIn, onForgotPassword, info, send = signIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const onSignIn = async ({ username, password }: SignInRequest): Promise<CredentialsFailure | undefined> => {
    try {
      const answer = await send(username, password);
      bus.emit('auth:signed-in', { token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at) });
      onSignedIn?.();
      return undefined;
    } catch (failure) {
      const described = describeSignInFailure(failure, t);
      showToast(described.message, described.variant);
      return { message: described.message, markFields: described.fields };
    }
  };

  return (
    <CredentialsForm
      labels={{
        username: t('sign-in.username'),
        password: t('sign-in.password'),
        showPassword: t('password-field.show'),
        submit: t('sign-in.submit'),
        submitting: t('sign-in.submitting'),
      }}
      onSignIn={onSignIn}
      onInvalid={() => showToast(t('sign-in.empty'), 'warning')}
      notice={
        info && (
          <p className="notice" role="status">
            {info}
          </p>
        )
      }
    >
      <Button variant="link" className="sign-in-forgot" onClick={onForgotPassword}>
        {t('sign-in.forgot')}
      </Button>
      <SsoButton intent="sign-in" />
      <p className="field-hint">
        {t('sign-in.no-account')} <Link to="/sign-up">{t('sign-in.sign-up')}</Link>
      </p>
      <p className="field-hint">{t('sign-in.adult-notice')}</p>
    </CredentialsForm>
  );
}
