// City search and ZIP lookup over the static data in ./data (one JSON file per country).
import ca from './data/ca.json';
import de from './data/de.json';
import gb from './data/gb.json';
import ie from './data/ie.json';
import nl from './data/nl.json';
import us from './data/us.json';

export interface CityRecord {
  city: string;
  /** State, county or province; empty where there is none (e.g. Jersey). */
  state: string;
  zips: string[];
}

const CITIES_BY_COUNTRY: Readonly<Record<string, readonly CityRecord[]>> = { CA: ca, DE: de, GB: gb, IE: ie, NL: nl, US: us };

export function hasCountry(country: string): boolean {
  return country in CITIES_BY_COUNTRY;
}

export function citiesOf(country: string): readonly CityRecord[] {
  return CITIES_BY_COUNTRY[country] ?? [];
}

/** Lower case without accents, so "munchen" finds München. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Cities whose name starts with `search` first, then those containing it; an empty search lists the first few. */
export function searchCities(country: string, search: string, limit: number): CityRecord[] {
  const needle = fold(search);
  const cities = citiesOf(country);
  const starting = cities.filter((record) => fold(record.city).startsWith(needle));
  const containing =
    needle === '' ? [] : cities.filter((record) => !fold(record.city).startsWith(needle) && fold(record.city).includes(needle));
  return [...starting, ...containing].slice(0, limit);
}

/** The part of a postal code the data is keyed by: the district, without the local suffix. */
export function zipKey(country: string, zip: string): string {
  const compact = zip.toUpperCase().replace(/\s+/g, '');
  switch (country) {
    case 'US':
      return compact.slice(0, 5);
    case 'NL':
      return compact.slice(0, 4);
    case 'IE':
    case 'CA':
      return compact.slice(0, 3);
    case 'GB':
      // The inward code is always digit + 2 letters; what precedes it is the outward code.
      return compact.length > 4 && /\d[A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : compact;
    default:
      return compact;
  }
}

/** The city holding `zip`, or null when the data does not know the code. */
export function findByZip(country: string, zip: string): CityRecord | null {
  const key = zipKey(country, zip);
  return citiesOf(country).find((record) => record.zips.includes(key)) ?? null;
}
