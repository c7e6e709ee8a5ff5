import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { Checkbox, TextField } from '@heartline/ui';
import type { SignUpValues } from './sign-up-steps';

/** Step 2, your age: the date of birth and the explicit 18+ confirmation. */
export function AgeStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <TextField
        id={`${id}-birthday`}
        label={t('sign-up.birthday')}
        type="date"
        autoComplete="bday"
        hint={t('sign-up.birthday-hint')}
        error={errors.birthday?.message}
        {...form.register('birthday')}
      />
      <Checkbox
        id={`${id}-adult`}
        label={t('sign-up.adult-confirmed')}
        error={errors.adultConfirmed?.message}
        {...form.register('adultConfirmed')}
      />
    </>
  );
}
