import { MESSAGES } from '@heartline/contracts/rules';
import { companySchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:id',
    {
      schema: {
        tags: ['brands'],
        summary: 'The company operating a brand',
        security: anonymousSecurity,
        params: idParamsSchema,
        response: { 200: companySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      const company = id === null ? null : await app.brands.company(id);
      if (!company) throw new HttpError(404, MESSAGES.companyNotFound);
      return company;
    },
  );
};

export default companyRoutes;
