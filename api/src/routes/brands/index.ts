// Brands: the list, one by id, and the one serving a domain (how the shell finds its brand).
import { DOMAIN_MAX_LENGTH, MESSAGES } from '@heartline/contracts/rules';
import { brandSchema, brandSummarySchema, textLimits } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseDomain } from '../../brand-domains';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../openapi';

const brandByDomainQuerySchema = z.object({ domain: z.string().trim().min(1, MESSAGES.required).superRefine(textLimits(DOMAIN_MAX_LENGTH)) });

export function unknownBrandForDomain(domain: string): string {
  return `Unknown brand for domain ${domain}`;
}

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brands } = app.repositories;

  app.get(
    '/brands',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['brands'],
        summary: 'Every brand, in short form',
        security: anonymousSecurity,
        response: { 200: z.array(brandSummarySchema), ...errorResponses(401) },
      },
    },
    () => brands.listSummaries(),
  );

  app.get(
    '/brand/:id',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['brands'],
        summary: 'One brand with its company, products (by ascending price) and support details',
        security: anonymousSecurity,
        params: idParamsSchema,
        response: { 200: brandSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      const brand = id === null ? null : await brands.findById(id);
      if (!brand) throw new HttpError(404, `Unknown brand ${request.params.id}`);
      return brand;
    },
  );

  app.get(
    '/brand',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['brands'],
        summary: 'The brand serving a domain (hostname; a port is ignored)',
        security: anonymousSecurity,
        querystring: brandByDomainQuerySchema,
        response: { 200: brandSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const domain = normaliseDomain(request.query.domain);
      const brand = await brands.findByDomain(domain);
      if (!brand) throw new HttpError(404, unknownBrandForDomain(domain));
      return brand;
    },
  );
};

export default brandRoutes;
