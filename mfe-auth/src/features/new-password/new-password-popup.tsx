import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { ERROR_CODES, MESSAGES, errorCodeOf, resetPassword, showToast, type PopupProps } from '@heartline/contracts';
import { Button, PasswordField, submitHandler } from '@heartline/ui';
import { newPasswordFormSchema, type NewPasswordForm } from './new-password-form';
import './new-password.css';

/** 'User not found' is answered 'please register first' (spec §8); any other failure is generic. */
function describeResetFailure(failure: unknown): string {
  if (errorCodeOf(failure) === ERROR_CODES.userNotFound) return MESSAGES.pleaseRegisterFirst;
  return MESSAGES.generic;
}

/**
 * After a reset link signed the member in (the shell's query handling): the new password, typed
 * twice, sent with the link's token to POST /reset-password. It does not close by Escape or a
 * stray click (the member asked for a new password and would be left without one); "Not now" is
 * the one way out, and says beforehand what it leaves.
 */
export function NewPasswordPopup({ popup, close, Frame }: PopupProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const token = typeof popup.props.token === 'string' ? popup.props.token : '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onValid = async ({ password }: NewPasswordForm) => {
    try {
      await resetPassword(token, password);
      showToast(MESSAGES.passwordResetDone, 'success');
      close();
    } catch (failure) {
      const message = describeResetFailure(failure);
      setError('root', { message });
      showToast(message, 'error');
    }
  };

  const formError = errors.root?.message;
  return (
    <Frame title={t('new-password.title')} onClose={close} dismissible={false}>
      <form
        className="form"
        onSubmit={submitHandler(handleSubmit(onValid))}
        noValidate
        aria-describedby={formError ? `${id}-form-error` : undefined}
      >
        <p>{t('new-password.intro')}</p>
        <PasswordField
          id={`${id}-password`}
          label={t('new-password.password')}
          showLabel={t('password-field.show')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('new-password.confirm')}
          showLabel={t('password-field.show')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {formError && (
          <p id={`${id}-form-error`} className="field-error" role="alert">
            {formError}
          </p>
        )}
        <div className="new-password-actions">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('new-password.submitting') : t('new-password.submit')}
          </Button>
          <Button variant="ghost" onClick={close} disabled={isSubmitting} aria-describedby={`${id}-not-now`}>
            {t('new-password.not-now')}
          </Button>
        </div>
        <p id={`${id}-not-now`} className="field-hint">
          {t('new-password.not-now-hint')}
        </p>
      </form>
    </Frame>
  );
}
