import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { Checkbox } from '@heartline/ui';
import { BirthDateField } from '@heartline/widgets';
import type { SignUpValues } from './sign-up-steps';

/** Step 2, your age: the date of birth (in the brand's order: dd/mm/yyyy or mm/dd/yyyy) and the explicit 18+ confirmation. */
export function AgeStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="birthday"
        render={({ field }) => (
          <BirthDateField
            id={`${id}-birthday`}
            label={t('sign-up.birthday')}
            hint={t('sign-up.birthday-hint')}
            error={errors.birthday?.message}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
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
