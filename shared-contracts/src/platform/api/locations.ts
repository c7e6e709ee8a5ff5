// Location lookups (member spec §7): cities of a country by name, and the state of a ZIP code.
import type { CitySearchResponse, ZipLookupResponse } from '../entities/location';
import { api } from './client';

export function searchCities(country: string, search: string, options: { signal?: AbortSignal } = {}): Promise<CitySearchResponse> {
  return api.request<CitySearchResponse>('get', `/locations/${encodeURIComponent(country)}/cities`, {
    searchParams: { search },
    loader: false,
    ...options,
  });
}

/** 404 when the data has no state for the code: the lookup failed (member spec §5). */
export function lookupZip(country: string, zip: string): Promise<ZipLookupResponse> {
  return api.request<ZipLookupResponse>('get', `/locations/${encodeURIComponent(country)}/zip/${encodeURIComponent(zip)}`, {
    loader: false,
  });
}
