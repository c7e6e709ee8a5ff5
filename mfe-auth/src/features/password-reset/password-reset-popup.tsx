import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@heartline/contracts/schemas';
import { ApiError, MESSAGES, bus, requestPasswordReset, showToast, type PopupProps } from '@heartline/contracts';
import { Button, TextField, submitHandler } from '@heartline/ui';

/** 'User not found': please register first; too many requests: the server's words; else generic. */
function describeResetFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) return MESSAGES.pleaseRegisterFirst;
  if (failure instanceof ApiError && failure.status === 429) return failure.message || MESSAGES.tooManyRequests;
  return MESSAGES.generic;
}

export function PasswordResetPopup({ close, Frame }: PopupProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const onValid = async ({ email }: PasswordResetRequest) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (failure) {
      showToast(describeResetFailure(failure), 'error');
    }
  };

  return (
    <Frame title={t('reset.title')} onClose={close}>
      {sentTo ? (
        <p className="success-panel" role="status">
          {t('reset.sent', { email: sentTo })}
        </p>
      ) : (
        <form className="form" onSubmit={submitHandler(handleSubmit(onValid))} noValidate>
          <p>{t('reset.intro')}</p>
          <TextField
            id={`${id}-email`}
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" block loading={isSubmitting}>
            {isSubmitting ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      )}
      <Button
        variant="link"
        className="reset-back"
        onClick={() => {
          close();
          bus.emit('popup:open', { name: 'sign-in' });
        }}
      >
        {t('reset.back')}
      </Button>
    </Frame>
  );
}
