import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { TextField } from '@heartline/ui';
import { CheckboxField } from './checkbox-field';
import type { SignUpValues } from './sign-up-steps';

/** Step 2, your age: the date of birth and the explicit 18+ confirmation. */
export function AgeStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <TextField id={`${id}-birthday`} label={t('sign-up.birthday')} type="date" autoComplete="bday" error={errors.birthday?.message} {...form.register('birthday')} />
      <p className="field-hint">{t('sign-up.birthday-hint')}</p>
      <CheckboxField id={`${id}-adult`} label={t('sign-up.adult-confirmed')} error={errors.adultConfirmed?.message} {...form.register('adultConfirmed')} />
    </>
  );
}
