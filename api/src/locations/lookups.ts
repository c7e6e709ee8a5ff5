// The locations service (`app.locations`): a country's cities matching a search (name start
// first), the city and state of a ZIP or postal code, and a city as the catalogue spells it.
import { MESSAGES } from '@heartline/contracts/rules';
import { type CitySearchResponse, type ZipLookupResponse } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import { citiesOf, findByZip, hasCountry, searchCities, type CityRecord } from './catalogue';

export interface Locations {
  citySearch(country: string, search: string, limit: number): CitySearchResponse;
  /** 404 when the data has no state for the code. */
  zipLookup(country: string, zip: string): ZipLookupResponse;
  /** The country's city with this name (and state, unless empty), whatever its case; null when there is none. */
  findCity(location: { country: string; city: string; state: string }): CityRecord | null;
}

function assertCountry(country: string): void {
  if (!hasCountry(country)) throw new HttpError(404, MESSAGES.unknownCountry);
}

function citySearch(country: string, search: string, limit: number): CitySearchResponse {
  assertCountry(country);
  return {
    cities: searchCities(country, search, limit).map((record) => ({ city: record.city, state: record.state, zip: record.zips[0] ?? null })),
  };
}

function zipLookup(country: string, zip: string): ZipLookupResponse {
  assertCountry(country);
  const record = findByZip(country, zip);
  if (!record || record.state === '') throw new HttpError(404, MESSAGES.noStateForZip);
  return { city: record.city, state: record.state };
}

function findCity({ country, city, state }: { country: string; city: string; state: string }): CityRecord | null {
  const fold = (text: string) => text.trim().toLowerCase();
  return (
    citiesOf(country).find((record) => fold(record.city) === fold(city) && (state === '' || fold(record.state) === fold(state))) ?? null
  );
}

export const locations: Locations = { citySearch, zipLookup, findCity };
