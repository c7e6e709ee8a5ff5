// Location lookups from the static data in src/locations: city search and ZIP → state.
import { PROFILES_MESSAGES, citySearchQuerySchema, citySearchResponseSchema, locationCountryParamsSchema, zipLookupResponseSchema, zipParamsSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { findByZip, hasCountry, searchCities } from '../../locations/catalogue';
import { anonymousSecurity, errorResponses } from '../openapi';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/:country/cities',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['locations'],
        summary: 'Cities of a country matching the search (name start first), with their state',
        security: anonymousSecurity,
        params: locationCountryParamsSchema,
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { country } = request.params;
      if (!hasCountry(country)) throw new HttpError(404, PROFILES_MESSAGES.unknownCountry);
      const cities = searchCities(country, request.query.search, request.query.limit);
      return { cities: cities.map((record) => ({ city: record.city, state: record.state, zip: record.zips[0] ?? null })) };
    },
  );

  app.get(
    '/locations/:country/zip/:zip',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['locations'],
        summary: 'The city and state of a ZIP or postal code; 404 when the data has no state for it',
        security: anonymousSecurity,
        params: zipParamsSchema,
        response: { 200: zipLookupResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { country, zip } = request.params;
      if (!hasCountry(country)) throw new HttpError(404, PROFILES_MESSAGES.unknownCountry);
      const record = findByZip(country, zip);
      if (!record || record.state === '') throw new HttpError(404, PROFILES_MESSAGES.noStateForZip);
      return { city: record.city, state: record.state };
    },
  );
};

export default locationRoutes;
