// Staff sign-in for the agent console (agents/agent-sign-in.ts). Anonymous, as the folder says.
import { MESSAGES } from '@heartline/contracts/rules';
import { agentSignInRequestSchema, tokenResponseSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInRateLimit, toTokenResponse } from '../../routes/sign-in';
import { HttpError } from '../../http-error';
import { anonymousSecurity, errorResponses } from '../../routes/openapi';

const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/agent/authenticate',
    {
      config: { rateLimit: signInRateLimit(app.config) },
      schema: {
        tags: ['agents'],
        summary:
          "Agent or admin sign-in; refused 409 while the agent has a live session, unless takeOver ends it ('New device login' on its sockets)",
        security: anonymousSecurity,
        body: agentSignInRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      if (request.caller) throw new HttpError(409, MESSAGES.agentAlreadyLoggedIn);
      return toTokenResponse(await app.agents.signIn.withPassword(request.body.username, request.body.password, request.body.takeOver));
    },
  );
};

export default agentRoutes;
