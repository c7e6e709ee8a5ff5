import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { Link } from '@heartline/contracts/router';
import { signInRequestSchema, type SignInRequest } from '@heartline/contracts/schemas';
import { bus, normaliseExpiry, showToast, signIn } from '@heartline/contracts';
import { describeSignInFailure } from './sign-in-errors';
import { Button, PasswordField, TextField, submitHandler } from '@heartline/ui';
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
 * single sign-on button (the /sign-in page and the sign-in popup both show this form).
 */
export function SignInForm({ onSignedIn, onForgotPassword, info, send = signIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({ resolver: zodResolver(signInRequestSchema), defaultValues: { username: '', password: '' } });

  const onValid = async ({ username, password }: SignInRequest) => {
    try {
      const answer = await send(username, password);
      bus.emit('auth:signed-in', { token: answer.access_token, expiryDate: normaliseExpiry(answer.expires_at) });
      onSignedIn?.();
    } catch (failure) {
      const described = describeSignInFailure(failure, t);
      setError('root', { message: described.message });
      if (described.fields) {
        setError('username', { message: ' ' }, { shouldFocus: true });
        setError('password', { message: ' ' });
      }
      showToast(described.message, described.variant);
    }
  };
  const onInvalid = () => showToast(t('sign-in.empty'), 'warning');

  const formError = errors.root?.message;
  return (
    <form
      className="form"
      onSubmit={submitHandler(handleSubmit(onValid, onInvalid))}
      noValidate
      aria-describedby={formError ? `${id}-form-error` : undefined}
    >
      {info && (
        <p className="notice" role="status">
          {info}
        </p>
      )}
      <TextField
        id={`${id}-username`}
        label={t('sign-in.username')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('sign-in.password')}
        showLabel={t('password-field.show')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      {formError && (
        <p id={`${id}-form-error`} className="field-error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" block loading={isSubmitting}>
        {isSubmitting ? t('sign-in.submitting') : t('sign-in.submit')}
      </Button>
      <Button variant="link" className="sign-in-forgot" onClick={onForgotPassword}>
        {t('sign-in.forgot')}
      </Button>
      <SsoButton intent="sign-in" />
      <p className="field-hint">
        {t('sign-in.no-account')} <Link to="/sign-up">{t('sign-in.sign-up')}</Link>
      </p>
      <p className="field-hint">{t('sign-in.adult-notice')}</p>
    </form>
  );
}
