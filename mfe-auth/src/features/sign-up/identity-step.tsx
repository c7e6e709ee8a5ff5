import type { UseFormReturn } from 'react-hook-form';
import { GENDERS } from '@heartline/contracts';
import { useTranslation } from '@heartline/contracts/i18n';
import { SegmentedControl } from '@heartline/ui';
import type { SignUpValues } from './sign-up-steps';

/** Step 1, about you: who you are and whom you look for. */
export function IdentityStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <SegmentedControl
        id={`${id}-gender`}
        legend={t('sign-up.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`sign-up.gender-${gender}`) }))}
        radioProps={form.register('gender')}
        error={errors.gender?.message}
      />
      <SegmentedControl
        id={`${id}-looking-for`}
        legend={t('sign-up.looking-for')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`sign-up.looking-for-${gender}`) }))}
        radioProps={form.register('lookingFor')}
        error={errors.lookingFor?.message}
      />
    </>
  );
}
