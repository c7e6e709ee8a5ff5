// GET /health: for a load balancer and for monitoring. 200 while the instance serves, 503 while
// its event loop has been stalled (plugins/external/event-loop.ts says when and why), with the
// loop's delay either way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const eventLoopSchema = z.object({
  delayP99Ms: z.number().describe("The 99th percentile of the event loop's delay over the last second"),
  delayMaxMs: z.number().describe('The longest delay seen in the last second or since'),
});

export const healthResponseSchema = z.object({ status: z.literal('ok'), eventLoop: eventLoopSchema });
export const stalledResponseSchema = z.object({ status: z.literal('stalled'), eventLoop: eventLoopSchema });

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness check: 503 while the event loop has been stalled',
        response: { 200: healthResponseSchema, 503: stalledResponseSchema },
      },
    },
    async (_request, reply) => {
      const { stalled, delayP99Ms, delayMaxMs } = app.eventLoop.health();
      const eventLoop = { delayP99Ms, delayMaxMs };
      reply.header('cache-control', 'no-store');
      if (stalled) return reply.code(503).send({ status: 'stalled' as const, eventLoop });
      return { status: 'ok' as const, eventLoop };
    },
  );
};

export default healthRoutes;
