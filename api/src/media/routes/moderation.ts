// Photo moderation (issue 27 item 7): GET /moderation/images, PATCH /moderation/images/{id}
// (media/moderation.ts). Staff only, as the folder says; within the staff member's brands.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  moderationDecisionRequestSchema,
  moderationDecisionResponseSchema,
  moderationImagesResponseSchema,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const brandsOf = async (request: FastifyRequest): Promise<number[]> => {
    if (request.caller?.kind !== 'agent') throw new HttpError(403, MESSAGES.forbidden);
    return app.agents.scope.brandsOf(request.caller.subjectId);
  };

  app.get(
    '/moderation/images',
    {
      schema: {
        tags: ['agents'],
        summary: "Members' photos waiting under moderation in the staff member's brands, oldest first, and how many wait",
        security: bearerSecurity,
        response: { 200: moderationImagesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => app.media.moderation.waiting(await brandsOf(request), mediaUrlFor(app, request)),
  );

  app.patch(
    '/moderation/images/:id',
    {
      schema: {
        tags: ['agents'],
        summary:
          "Approves (the photo shows as the member's) or rejects (it is removed) a waiting photo; the member's pages hear it at once (userUpdate)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: moderationDecisionRequestSchema,
        response: { 200: moderationDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = toDatabaseId(request.params.id);
      if (id === null) throw new HttpError(404, MESSAGES.moderationImageNotFound);
      return app.media.moderation.decide(await brandsOf(request), id, request.body.decision);
    },
  );
};

export default moderationRoutes;
