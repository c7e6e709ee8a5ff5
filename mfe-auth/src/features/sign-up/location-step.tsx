import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@heartline/contracts/i18n';
import { CitySearch } from './city-search';
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
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('sign-up.country')}</label>
        <select
          id={`${id}-country`}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${id}-country-error` : undefined}
          {...form.register('country', { onChange: () => form.setValue('location', '') })}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {regionNames.of(code) ?? code}
            </option>
          ))}
        </select>
        {errors.country?.message && (
          <p id={`${id}-country-error`} className="field-error">
            {errors.country.message}
          </p>
        )}
      </div>
      <CitySearch
        key={country}
        country={country}
        value={location}
        error={errors.location?.message}
        onPick={setLocation}
        onClear={() => setLocation('')}
      />
    </>
  );
}
