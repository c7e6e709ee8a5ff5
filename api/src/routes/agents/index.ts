// Staff sign-in for the agent console. One live session per agent.
import { MESSAGES } from '@heartline/contracts/rules';
import { signInRequestSchema, tokenResponseSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyPassword } from '../../auth/passwords';
import { signInRateLimit, toTokenResponse } from '../../auth/sign-in';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses } from '../openapi';

const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agent/authenticate',
    {
      config: { access: 'anonymous', rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['agents'],
        summary: 'Agent or admin sign-in; refused while the agent has a live session',
        security: anonymousSecurity,
        body: signInRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      if (request.caller) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      const { username, password } = request.body;
      const credentials = await app.repositories.agents.findCredentials(username);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !passwordMatches) {
        throw new HttpError(401, MESSAGES.invalidCredentials);
      }
      const grant = await app.sessionService.openIfNoneLive({ kind: 'agent', id: credentials.id, role: credentials.role });
      if (!grant) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      return toTokenResponse(grant);
    },
  );
};

export default agentRoutes;
