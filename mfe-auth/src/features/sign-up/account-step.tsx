import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { TextField } from '../../components/text-field';
import type { SignUpValues } from './sign-up-steps';

/** Step 4, your account: username, email and a password that can be shown while typing. */
export function AccountStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const [showPassword, setShowPassword] = useState(false);
  return (
    <>
      <TextField id={`${id}-username`} label={t('sign-up.username')} autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <p className="field-hint">{t('sign-up.username-hint')}</p>
      <TextField id={`${id}-email`} label={t('sign-up.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <p className="field-hint">{t('sign-up.email-hint')}</p>
      <TextField
        id={`${id}-password`}
        label={t('sign-up.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="password-line">
        <p className="field-hint">{t('sign-up.password-hint')}</p>
        <button type="button" className="button-link" aria-pressed={showPassword} aria-controls={`${id}-password`} onClick={() => setShowPassword((shown) => !shown)}>
          {t('sign-up.show-password')}
        </button>
      </div>
    </>
  );
}
