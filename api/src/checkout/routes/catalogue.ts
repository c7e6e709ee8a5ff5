// The catalogue: the member's (GET /catalogue, with the package availability of the first-purchase
// promotion) and the public prices of the brand a front end is (GET /prices), each for a country.
import { MESSAGES } from '@heartline/contracts/rules';
import { catalogueSchema, pricesQuerySchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { currentMember } from '../../routes/member-context';
import { anonymousSecurity, bearerSecurity, errorResponses } from '../../routes/openapi';

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app.checkout;

  app.get(
    '/catalogue',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "The member's catalogue by ascending price, priced for the member's own country (else the brand's first), whatever `country` asks: what the member pays (POST /order refuses another country's prices); credit packages the member may buy, and memberships",
        security: bearerSecurity,
        querystring: pricesQuerySchema,
        response: { 200: catalogueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { brand: _brand, ...answer } = await catalogue.forMember(await currentMember(app, request));
      return answer;
    },
  );

  app.get(
    '/prices',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['checkout'],
        summary:
          "Every product of the asking front end's brand, by ascending price, priced for one of its countries (its first when none is given)",
        security: anonymousSecurity,
        querystring: pricesQuerySchema,
        response: { 200: catalogueSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const brand = await app.brands.ofOrigin(request.headers.origin);
      const prices = await catalogue.forCountry(brand.id, request.query.country);
      if (!prices) throw new HttpError(404, MESSAGES.countryNotServed);
      return prices;
    },
  );
};

export default catalogueRoutes;
