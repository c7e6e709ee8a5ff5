import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { changePasswordFormSchema, type ChangePasswordForm as ChangePasswordValues } from '@heartline/contracts/schemas';
import { MESSAGES, changePassword, showToast } from '@heartline/contracts';
import { Button, PasswordField, submitHandler } from '@heartline/ui';
import { describeSettingsFailure } from './settings-errors';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one, the new one twice. The API signs the member's other devices
 * out (over the user channel); this one stays signed in.
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      await changePassword(userId, currentPassword, newPassword);
      reset(EMPTY);
      showToast(MESSAGES.passwordChanged, 'success');
    } catch (failure) {
      const { kind, message } = describeSettingsFailure(failure);
      if (kind === 'wrong-password') setError('currentPassword', { message }, { shouldFocus: true });
      else if (kind === 'same-password') setError('newPassword', { message }, { shouldFocus: true });
      else {
        setError('root', { message });
        showToast(message, 'error');
      }
    }
  };

  const formError = errors.root?.message;
  return (
    <form
      className="form"
      onSubmit={submitHandler(handleSubmit(onValid))}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
    >
      <h2 id={`${id}-title`}>{t('settings.password.title')}</h2>
      <p id={`${id}-intro`}>{t('settings.password.intro')}</p>
      <PasswordField
        id={`${id}-current`}
        label={t('settings.password.current')}
        showLabel={t('password-field.show')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        id={`${id}-new`}
        label={t('settings.password.new')}
        showLabel={t('password-field.show')}
        autoComplete="new-password"
        hint={t('settings.password.hint')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('settings.password.confirm')}
        showLabel={t('password-field.show')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {formError && (
        <p className="field-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('settings.password.submitting') : t('settings.password.submit')}
        </Button>
      </div>
    </form>
  );
}
