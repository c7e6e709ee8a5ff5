// Rate limiting for the routes that ask for it (sign-in). Counters live in Redis when
// REDIS_URL is set, so every API instance shares them; in memory otherwise.
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@heartline/contracts/rules';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../../http-error';

export default fp(
  async (app) => {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, { connectTimeout: 1_000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate-limit store) error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'heartline:rate-limit:',
      // Losing Redis must not lock everyone out of signing in.
      skipOnError: true,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, MESSAGES.tooManyRequests),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
