import { CITY_SEARCH_MAX_LENGTH, LOCATION_COUNTRIES, ZIP_MAX_LENGTH } from '../constants';
import { PLATFORM_MESSAGES } from '../messages';
import { textLimits } from './text-fields';
import { z } from './zod';

// The countries live in the zod-free constants, so a widget that offers them loads no schema.
export { LOCATION_COUNTRIES };

export const locationCountryParamsSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, PLATFORM_MESSAGES.countryCode),
});

/** GET /locations/{country}/cities?search=…: cities whose name starts with (or contains) the text. */
export const citySearchQuerySchema = z.object({
  search: z.string().trim().superRefine(textLimits(CITY_SEARCH_MAX_LENGTH)).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const locationCitySchema = z.object({
  city: z.string(),
  /** State, county or province; may be empty where the data has none. */
  state: z.string(),
  /** A ZIP or postal code of the city, when known. */
  zip: z.string().nullable(),
});
export type LocationCity = z.infer<typeof locationCitySchema>;

export const citySearchResponseSchema = z.object({ cities: z.array(locationCitySchema) });
export type CitySearchResponse = z.infer<typeof citySearchResponseSchema>;

export const zipParamsSchema = locationCountryParamsSchema.extend({
  zip: z.string().trim().min(1).superRefine(textLimits(ZIP_MAX_LENGTH)),
});

/** GET /locations/{country}/zip/{zip}: 404 'No state found for this ZIP code' when the data has no state. */
export const zipLookupResponseSchema = z.object({ city: z.string(), state: z.string() });
export type ZipLookupResponse = z.infer<typeof zipLookupResponseSchema>;
