// Brands: the list, one by id, and the one serving a domain (how the shell finds its brand).
import { DOMAIN_MAX_LENGTH, MESSAGES } from '@heartline/contracts/rules';
import { brandListSchema, brandSchema, textLimits } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseDomain } from '../../brand-domains';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';

const brandByDomainQuerySchema = z.object({
  domain: z.string().trim().min(1, MESSAGES.required).superRefine(textLimits(DOMAIN_MAX_LENGTH)),
});

/** A brand may change its mark; a day is how long a mail program or browser may keep the old one. */
const LOGO_MAX_AGE_SECONDS = 86_400;

const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brands } = app;

  app.get(
    '/brands',
    {
      schema: {
        tags: ['brands'],
        summary: 'Every brand, in short form',
        security: anonymousSecurity,
        response: { 200: brandListSchema, ...errorResponses(401) },
      },
    },
    () => brands.list(),
  );

  app.get(
    '/brand/:id',
    {
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
      const brand = id === null ? null : await brands.byId(id);
      if (!brand) throw new HttpError(404, MESSAGES.brandNotFound);
      return brand;
    },
  );

  app.get(
    '/brand',
    {
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
      const brand = await brands.byDomain(domain);
      if (!brand) throw new HttpError(404, MESSAGES.brandNotFound);
      return brand;
    },
  );

  // The logo in the brand's mails: an <img> in a mail program sends no key, so it is public, and
  // it is shown from any site (webmail), so helmet's same-site resource policy is lifted.
  app.get(
    '/brand/:id/logo.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['brands'],
        summary: "The brand's logo mark as a PNG (for mail, where SVG is not shown); 404 for a brand without a theme",
        security: [],
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const id = toDatabaseId(request.params.id);
      const png = id === null ? null : await brands.logoPng(id);
      if (!png) throw new HttpError(404, MESSAGES.notFound);
      return reply
        .header('cache-control', `public, max-age=${LOGO_MAX_AGE_SECONDS}`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .type('image/png')
        .send(png);
    },
  );
};

export default brandRoutes;
