// City search and ZIP → state (locations/lookups.ts).
// Anonymous, as the folder says.
import {
  citySearchQuerySchema,
  citySearchResponseSchema,
  locationCountryParamsSchema,
  zipLookupResponseSchema,
  zipParamsSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anonymousSecurity, errorResponses } from '../../routes/openapi';

const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/:country/cities',
    {
      schema: {
        tags: ['locations'],
        summary: 'Cities of a country matching the search (name start first), with their state',
        security: anonymousSecurity,
        params: locationCountryParamsSchema,
        querystring: citySearchQuerySchema,
        response: { 200: citySearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => app.locations.citySearch(request.params.country, request.query.search, request.query.limit),
  );

  app.get(
    '/locations/:country/zip/:zip',
    {
      schema: {
        tags: ['locations'],
        summary: 'The city and state of a ZIP or postal code; 404 when the data has no state for it',
        security: anonymousSecurity,
        params: zipParamsSchema,
        response: { 200: zipLookupResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => app.locations.zipLookup(request.params.country, request.params.zip),
  );
};

export default locationRoutes;
