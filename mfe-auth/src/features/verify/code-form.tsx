import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { isDoiRequestSchema } from '@heartline/contracts/schemas';
import { ApiError, MESSAGES, VERIFICATION_CODE_DIGITS, bus, confirmEmailCode } from '@heartline/contracts';
import { Button, TextField, submitHandler } from '@heartline/ui';
import { verificationFailureMessage } from './verification-failure';

/** The 6-digit code from the email (PATCH /user/{id}/is-doi). */
export function CodeForm({ userId }: { userId: string | null }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(isDoiRequestSchema), defaultValues: { code: '' } });

  const onValid = async ({ code }: { code: string }) => {
    if (!userId) {
      setError('root', { message: MESSAGES.generic });
      return;
    }
    try {
      // The answer is the verified member: the shell takes it, and the page moves on.
      bus.emit('user:updated', await confirmEmailCode(userId, code));
    } catch (failure) {
      if (failure instanceof ApiError && [400, 410, 422].includes(failure.status)) {
        setError('code', { message: MESSAGES.invalidVerificationCode }, { shouldFocus: true });
      } else {
        // 409: verified meanwhile (the link); the reloaded member takes the page on.
        if (failure instanceof ApiError && failure.status === 409) bus.emit('user:refresh', undefined);
        setError('root', { message: verificationFailureMessage(failure) });
      }
    }
  };

  return (
    <form className="form verify-code-form" onSubmit={submitHandler(handleSubmit(onValid))} noValidate>
      <TextField
        id={`${id}-code`}
        label={t('verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_DIGITS}
        error={errors.code?.message}
        {...register('code')}
      />
      {errors.root?.message && (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" loading={isSubmitting}>
        {isSubmitting ? t('verify.confirming') : t('verify.confirm')}
      </Button>
    </form>
  );
}
