// Contact and affiliate requests from the public pages (support/support-desk.ts); each answers a
// ticket number. Anonymous, as the folder says.
import {
  affiliateFormSchema,
  contactFormSchema,
  customerSupportQuerySchema,
  customerSupportResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseRequestPart, validatorCompilerExceptBody } from '../../plugins/external/zod';
import { anonymousSecurity, errorResponses } from '../../routes/openapi';

const FORM_SCHEMAS = { contact: contactFormSchema, affiliate: affiliateFormSchema } as const;

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer-support',
    {
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
      return { ticketNumber: await app.support.desk.file(formType, form, request.headers.origin) };
    },
  );
};

export default supportRoutes;
