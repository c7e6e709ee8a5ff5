import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { ChoiceGroup } from './choice-group';
import type { SignUpValues } from './sign-up-steps';

/** Step 1, about you: who you are and whom you look for. */
export function IdentityStep({ id, form }: { id: string; form: UseFormReturn<SignUpValues> }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <>
      <ChoiceGroup
        id={`${id}-gender`}
        legend={t('sign-up.gender')}
        options={[
          { value: 'man', label: t('sign-up.gender-man') },
          { value: 'woman', label: t('sign-up.gender-woman') },
        ]}
        field={form.register('gender')}
        error={errors.gender?.message}
      />
      <ChoiceGroup
        id={`${id}-looking-for`}
        legend={t('sign-up.looking-for')}
        options={[
          { value: 'man', label: t('sign-up.looking-for-man') },
          { value: 'woman', label: t('sign-up.looking-for-woman') },
        ]}
        field={form.register('lookingFor')}
        error={errors.lookingFor?.message}
      />
    </>
  );
}
