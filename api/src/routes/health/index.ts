import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], summary: 'Liveness check', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
};

export default healthRoutes;
