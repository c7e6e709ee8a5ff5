import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { deactivateAccountRequestSchema } from '@heartline/contracts/schemas';
import { MESSAGES, bus, deactivateAccount, showToast } from '@heartline/contracts';
import { Button, Dialog, PasswordField, submitHandler } from '@heartline/ui';
import { describeSettingsFailure } from './settings-errors';

/** What deactivation means, and the button that asks for confirmation. */
export function DeactivateAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.deactivate.title')}</h2>
      <p>{t('settings.deactivate.intro')}</p>
      <ul>
        <li>{t('settings.deactivate.hidden')}</li>
        <li>{t('settings.deactivate.sign-in')}</li>
        <li>{t('settings.deactivate.credits')}</li>
        <li>{t('settings.deactivate.come-back')}</li>
      </ul>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {t('settings.deactivate.open')}
      </Button>
      {confirming && <DeactivateAccountDialog userId={userId} onClose={() => setConfirming(false)} />}
    </section>
  );
}

/**
 * The confirmation: the password, then "Deactivate my account". On success the shell logs the
 * member out here and in every other tab; the API signs out their other devices.
 */
function DeactivateAccountDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: zodResolver(deactivateAccountRequestSchema), defaultValues: { password: '' } });

  const onValid = async ({ password }: { password: string }) => {
    try {
      await deactivateAccount(userId, password);
      // The shell shows the reason as it logs out: the one message the member sees.
      bus.emit('auth:logout', { reason: MESSAGES.accountDeactivated });
    } catch (failure) {
      const { kind, message } = describeSettingsFailure(failure);
      if (kind === 'wrong-password') {
        setError('password', { message }, { shouldFocus: true });
        return;
      }
      setError('root', { message });
      showToast(message, 'error');
    }
  };

  const formError = errors.root?.message;
  return (
    <Dialog title={t('settings.deactivate.dialog-title')} describedBy={`${id}-text`} onClose={onClose} className="settings-dialog">
      <form className="form" onSubmit={submitHandler(handleSubmit(onValid))} noValidate>
        <p id={`${id}-text`}>{t('settings.deactivate.dialog-text')}</p>
        <PasswordField
          id={`${id}-password`}
          label={t('settings.deactivate.password')}
          showLabel={t('password-field.show')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {formError && (
          <p className="field-error" role="alert">
            {formError}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {isSubmitting ? t('settings.deactivate.confirming') : t('settings.deactivate.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('settings.deactivate.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
