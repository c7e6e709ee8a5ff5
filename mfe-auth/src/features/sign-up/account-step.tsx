import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { PasswordField, TextField } from '@heartline/ui';
import type { SignUpValues } from './sign-up-steps';

/** Step 4, your account: username, email and a password that can be shown while typing. */
export function AccountStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <TextField
        id={`${id}-username`}
        label={t('sign-up.username')}
        autoComplete="username"
        hint={t('sign-up.username-hint')}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id={`${id}-email`}
        label={t('sign-up.email')}
        type="email"
        autoComplete="email"
        hint={t('sign-up.email-hint')}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('sign-up.password')}
        showLabel={t('password-field.show')}
        autoComplete="new-password"
        hint={t('sign-up.password-hint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
    </>
  );
}
