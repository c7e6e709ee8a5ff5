import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '@heartline/contracts/i18n';
import { emailSchema } from '@heartline/contracts/schemas';
import { ApiError, MESSAGES, resendVerificationEmail, type ResendEmailResponse, ERROR_CODES, errorCodeOf } from '@heartline/contracts';
import { Button, TextField, submitHandler } from '@heartline/ui';
import { verificationFailureMessage } from './verification-failure';

const changeEmailSchema = z.object({ email: emailSchema });
type ChangeEmail = z.infer<typeof changeEmailSchema>;

interface ChangeEmailFormProps {
  onChanged: (answer: ResendEmailResponse) => void;
  onCancel: () => void;
}

/** A new address starts a new verification (POST /resend-email with new_email). */
export function ChangeEmailForm({ onChanged, onCancel }: ChangeEmailFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmail>({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '' } });

  const onValid = async ({ email }: ChangeEmail) => {
    try {
      onChanged(await resendVerificationEmail(email));
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 409 || failure.status === 422)) {
        const message = errorCodeOf(failure) === ERROR_CODES.emailRefused ? MESSAGES.invalidEmail : failure.message;
        setError('email', { message }, { shouldFocus: true });
      } else {
        setError('root', { message: verificationFailureMessage(failure) });
      }
    }
  };

  return (
    <form className="form" onSubmit={submitHandler(handleSubmit(onValid))} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('verify.change-title')}</h2>
      <TextField
        id={`${id}-email`}
        label={t('verify.new-email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {errors.root?.message && (
        <p className="field-error" role="alert">
          {errors.root.message}
        </p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('verify.change-cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('verify.change-submit')}
        </Button>
      </div>
    </form>
  );
}
