// Members reading themselves. A member sees only their own record, never a password.
import { MESSAGES } from '@heartline/contracts/rules';
import { userSchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../openapi';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.repositories;

  app.get(
    '/user/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: "The signed-in member's own user record",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id !== null && id === request.caller!.subjectId) {
        const user = await users.findById(id);
        if (user) return user;
      } else if (id !== null && (await users.exists(id))) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      throw new HttpError(404, MESSAGES.notFound);
    },
  );
};

export default userRoutes;
