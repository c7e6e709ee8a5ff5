import { useCallback } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { searchCities } from '@heartline/contracts';
import type { LocationCity } from '@heartline/contracts/schemas';
import { SearchCombobox } from '@heartline/ui';

interface CitySearchProps {
  country: string;
  /** The chosen "City, State" ('' until one is picked). */
  value: string;
  /** A city was picked: its "City, State". */
  onPick: (location: string) => void;
  /** The text no longer matches the picked city. */
  onClear: () => void;
  error?: string;
}

/** The sign-up city combobox: the shared SearchCombobox asking the API for the country's cities, in the sign-up words. */
export function CitySearch({ country, value, onPick, onClear, error }: CitySearchProps) {
  const { t } = useTranslation('auth');
  const searchCountry = useCallback(async (text: string, signal: AbortSignal) => (await searchCities(country, text, { signal })).cities, [country]);
  const label = (city: LocationCity) => (city.state ? t('sign-up.city-state', { city: city.city, state: city.state }) : city.city);
  return (
    <SearchCombobox<LocationCity>
      className="city-search"
      words={{
        label: t('sign-up.city'),
        hint: t('sign-up.city-hint'),
        listLabel: t('sign-up.cities'),
        noResults: t('sign-up.no-cities'),
        searchFailed: t('sign-up.city-search-failed'),
        resultsFound: (count) => t('sign-up.cities-found', { count }),
      }}
      search={searchCountry}
      enabled={country !== ''}
      value={value}
      optionKey={(city) => `${city.city}-${city.state}-${city.zip ?? ''}`}
      optionLabel={label}
      onPick={(city) => onPick(label(city))}
      onType={() => {
        if (value) onClear();
      }}
      error={error}
    />
  );
}
