// The interest lists (profiles/interest-lists.ts): who favourited, viewed or liked the member, and
// whom the member favourited or viewed. GET /favorites is the favourites list under its own path.
// Member-only, as the folder says.
import { interestsPageSchema, interestsParamsSchema, interestsQuerySchema } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, mediaUrlFor } from '../../routes/member-context';
import { bearerSecurity, errorResponses } from '../../routes/openapi';

const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interestLists } = app.profiles;

  app.get(
    '/interests/:kind',
    {
      schema: {
        tags: ['interests'],
        summary: 'A page of one interest list (favorited-me, favorites, proposals, viewed-me, viewed), newest first',
        security: bearerSecurity,
        params: interestsParamsSchema,
        querystring: interestsQuerySchema,
        response: { 200: interestsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      interestLists.page(
        await currentMember(app, request),
        request.params.kind,
        request.query.page,
        request.query.limit,
        mediaUrlFor(app, request),
      ),
  );

  app.get(
    '/favorites',
    {
      schema: {
        tags: ['interests'],
        summary: "A page of the member's favourite profiles (as /interests/favorites)",
        security: bearerSecurity,
        querystring: interestsQuerySchema,
        response: { 200: interestsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      interestLists.page(
        await currentMember(app, request),
        'favorites',
        request.query.page,
        request.query.limit,
        mediaUrlFor(app, request),
      ),
  );
};

export default interestRoutes;
