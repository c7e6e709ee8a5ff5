import { useCallback } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { searchCities } from '@heartline/contracts';
import type { LocationCity } from '@heartline/contracts/schemas';
import { SEARCH_DEBOUNCE_MS, SearchCombobox } from '@heartline/ui';

/** Wait this long after the last keystroke before asking for cities. */
export const CITY_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

interface CitySearchProps {
  country: string;
  /** The city as chosen so far (shown in the box). */
  value: string;
  onSelect: (city: LocationCity) => void;
  error?: string;
  search?: typeof searchCities;
}

/**
 * The city combobox of the profile form: the shared SearchCombobox asking the API for the
 * country's cities, in the profiles catalogue's words. The box keeps the city alone once picked.
 * Give it a key that changes with the chosen city, so a city set elsewhere (ZIP lookup) shows.
 */
export function CitySearch({ country, value, onSelect, error, search = searchCities }: CitySearchProps) {
  const { t } = useTranslation('profiles');
  const searchCountry = useCallback(
    async (text: string, signal: AbortSignal) => (await search(country, text, { signal })).cities,
    [search, country],
  );
  return (
    <SearchCombobox<LocationCity>
      className="city-search"
      words={{
        label: t('location.city'),
        hint: t('location.city-hint'),
        listLabel: t('location.cities'),
        noResults: t('location.no-cities'),
        searchFailed: t('location.search-failed'),
        resultsFound: (count) => t('location.results', { count }),
      }}
      search={searchCountry}
      enabled={country !== ''}
      value={value}
      optionKey={(city) => `${city.city}-${city.state}-${city.zip ?? ''}`}
      optionLabel={(city) => (city.state ? t('location.city-state', { city: city.city, state: city.state }) : city.city)}
      pickedText={(city) => city.city}
      onPick={onSelect}
      error={error}
    />
  );
}
