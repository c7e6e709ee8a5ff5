import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { Select } from '@heartline/ui';
import { CitySearch } from '@heartline/widgets';
import type { SignUpValues } from './sign-up-steps';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Step 3, where you live: one of the brand's countries, and a city picked from the search. */
export function LocationStep({ id, form, countries }: { id: string; form: UseFormReturn<SignUpValues>; countries: readonly string[] }) {
  const { t } = useTranslation('auth');
  const { errors, isSubmitted } = form.formState;
  const [country, location] = useWatch({ control: form.control, name: ['country', 'location'] });
  const setLocation = (value: string) => form.setValue('location', value, { shouldDirty: true, shouldValidate: isSubmitted });
  return (
    <>
      <Select
        id={`${id}-country`}
        label={t('sign-up.country')}
        options={countries.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
        error={errors.country?.message}
        {...form.register('country', { onChange: () => form.setValue('location', '') })}
      />
      <CitySearch
        key={country}
        country={country}
        value={location}
        error={errors.location?.message}
        onPick={(_city, label) => setLocation(label)}
        onType={() => {
          if (location) setLocation('');
        }}
      />
    </>
  );
}
