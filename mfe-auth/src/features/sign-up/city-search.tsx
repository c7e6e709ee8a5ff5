import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { searchCities } from '@heartline/contracts';
import type { LocationCity } from '@heartline/contracts/schemas';

/** Wait this long after the last keystroke before asking for cities. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;

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

/** A combobox (ARIA 1.2 list autocomplete): type, then pick a city with the arrows and Enter or a click. */
export function CitySearch({ country, value, onPick, onClear, error }: CitySearchProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [text, setText] = useState(value);
  const [query, setQuery] = useState<string | null>(null);
  const [found, setFound] = useState<{ query: string; cities: LocationCity[] } | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const searchable = query !== null && query.length >= MIN_SEARCH_LENGTH && country !== '';

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchCities(country, query, { signal: controller.signal }).then(
        (answer) => {
          setFound({ query, cities: answer.cities });
          setActive(-1);
          setFailed(false);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searchable, query, country]);

  const cities = searchable && found?.query === query ? found.cities : [];
  const open = searchable && found?.query === query && !dismissed;
  const label = (city: LocationCity) => (city.state ? t('sign-up.city-state', { city: city.city, state: city.state }) : city.city);

  const choose = (city: LocationCity) => {
    const location = label(city);
    setText(location);
    setQuery(null);
    onPick(location);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && cities.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((index) => (index + 1) % cities.length);
    } else if (event.key === 'ArrowUp' && cities.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? cities.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && cities[active]) {
      event.preventDefault();
      choose(cities[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    }
  };

  const message = error ?? (failed ? t('sign-up.city-search-failed') : undefined);
  const listId = `${id}-cities`;
  return (
    <div className="field city-search">
      <label htmlFor={`${id}-city`}>{t('sign-up.city')}</label>
      <input
        id={`${id}-city`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setQuery(event.target.value.trim());
          setDismissed(false);
          if (value) onClear();
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setDismissed(true), 150)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('sign-up.city-hint')}
      </p>
      <div id={listId} role="listbox" aria-label={t('sign-up.cities')} className="city-options" hidden={!open}>
        {cities.map((city, index) => (
          <div
            key={`${city.city}-${city.state}-${city.zip ?? ''}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
          >
            {label(city)}
          </div>
        ))}
        {open && cities.length === 0 && (
          <div role="option" tabIndex={-1} aria-selected={false} aria-disabled="true">
            {t('sign-up.no-cities')}
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open ? t('sign-up.cities-found', { count: cities.length }) : ''}
      </p>
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
