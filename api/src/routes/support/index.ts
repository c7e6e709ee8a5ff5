// Contact and affiliate requests from the public pages; each answers a ticket number.
import {
  affiliateFormSchema,
  contactFormSchema,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { originHostname } from '../../brand-domains';
import { parseRequestPart, validatorCompilerExceptBody } from '../../plugins/external/zod';
import { anonymousSecurity, errorResponses } from '../openapi';

const FORM_SCHEMAS = { contact: contactFormSchema, affiliate: affiliateFormSchema } as const;

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer-support',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['support'],
        summary: 'Send the contact form, or the affiliate form with ?form_type=affiliate',
        security: anonymousSecurity,
        querystring: customerSupportQuerySchema,
        body: z.union([contactFormSchema, affiliateFormSchema]),
        response: { 200: customerSupportResponseSchema, ...errorResponses(400, 401) },
      },
      // Which form the body must be depends on the query, so the handler validates the body
      // once the query is known (with the same messages); the union above documents both.
      validatorCompiler: validatorCompilerExceptBody,
    },
    async (request) => {
      const formType = request.query.form_type;
      const form = parseRequestPart(FORM_SCHEMAS[formType], request.body, 'body');
      const brandId = await app.repositories.brands.resolveBrandId(originHostname(request.headers.origin) ?? undefined);
      if (brandId === null) throw new Error('No brand to file the support request under');
      const ticketNumber = await app.repositories.supportRequests.create({ brandId, formType, email: form.email, payload: form });
      return { ticketNumber };
    },
  );
};

export default supportRoutes;
