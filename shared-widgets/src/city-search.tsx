import { useCallback } from 'react';
import { searchCities } from '@heartline/contracts';
import type { LocationCity } from '@heartline/contracts/schemas';
import { SearchCombobox } from '@heartline/ui';
import { useWidgetsTranslation } from './i18n/use-widgets-translation';
import './city-search.css';

export interface CitySearchProps {
  /** The country whose cities are searched; '' (none chosen yet) searches nothing. */
  country: string;
  /** The text the box starts with (the city chosen so far). */
  value: string;
  /** A city was picked; `label` is how it reads in the list ("Cork, Munster"). */
  onPick: (city: LocationCity, label: string) => void;
  /** The member typed: the text no longer matches the picked city. */
  onType?: () => void;
  /** What the box shows once a city is picked: its label (default) or the city's name alone. */
  pickedText?: 'label' | 'city';
  error?: string;
}

/**
 * The city combobox (member spec §2 sign-up, §5 profile): the shared SearchCombobox asking the
 * API for the country's cities, in the widgets' words. Give it a key that changes with the
 * country (and with a city set elsewhere, such as a ZIP lookup), so the box starts afresh.
 */
export function CitySearch({ country, value, onPick, onType, pickedText = 'label', error }: CitySearchProps) {
  const t = useWidgetsTranslation();
  const search = useCallback(
    async (text: string, signal: AbortSignal) => (await searchCities(country, text, { signal })).cities,
    [country],
  );
  const label = (city: LocationCity) => (city.state ? t('city-search.city-state', { city: city.city, state: city.state }) : city.city);
  return (
    <SearchCombobox<LocationCity>
      className="city-search"
      words={{
        label: t('city-search.label'),
        hint: t('city-search.hint'),
        listLabel: t('city-search.cities'),
        noResults: t('city-search.no-cities'),
        searchFailed: t('city-search.search-failed'),
        resultsFound: (count) => t('city-search.cities-found', { count }),
      }}
      search={search}
      enabled={country !== ''}
      value={value}
      optionKey={(city) => `${city.city}-${city.state}-${city.zip ?? ''}`}
      optionLabel={label}
      pickedText={pickedText === 'city' ? (city) => city.city : label}
      onPick={(city) => onPick(city, label(city))}
      onType={onType}
      error={error}
    />
  );
}
