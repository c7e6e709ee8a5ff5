// The two location lookups as the contracts answer them: a country's cities matching a search
// (name start first), and the city and state of a ZIP or postal code.
import { MESSAGES } from '@heartline/contracts/rules';
import { type CitySearchResponse, type ZipLookupResponse } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import { findByZip, hasCountry, searchCities } from './catalogue';

function assertCountry(country: string): void {
  if (!hasCountry(country)) throw new HttpError(404, MESSAGES.unknownCountry);
}

export function citySearch(country: string, search: string, limit: number): CitySearchResponse {
  assertCountry(country);
  return {
    cities: searchCities(country, search, limit).map((record) => ({ city: record.city, state: record.state, zip: record.zips[0] ?? null })),
  };
}

/** 404 when the data has no state for the code. */
export function zipLookup(country: string, zip: string): ZipLookupResponse {
  assertCountry(country);
  const record = findByZip(country, zip);
  if (!record || record.state === '') throw new HttpError(404, MESSAGES.noStateForZip);
  return { city: record.city, state: record.state };
}
