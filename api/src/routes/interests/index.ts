// The interest lists: who favourited, viewed or liked the member, and whom the member
// favourited or viewed. GET /favorites is the favourites list under its own path.
import { interestsPageSchema, interestsParamsSchema, interestsQuerySchema, type InterestKind } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toProfileCard } from '../../profiles/cards';
import { bearerSecurity, errorResponses } from '../openapi';
import { currentMember, mediaUrlFor } from '../member-context';
import type { FastifyRequest } from 'fastify';

const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interests, profiles } = app.repositories;

  async function interestsPage(request: FastifyRequest, kind: InterestKind, page: number, limit: number) {
    const member = await currentMember(app, request);
    const { rows, total } = await interests.list(kind, member.id, page, limit);
    const images = await profiles.firstImages(rows.map((row) => row.profile.id));
    const now = app.clock();
    const mediaUrl = mediaUrlFor(app, request);
    return {
      kind,
      items: rows.map((row) => ({ profile: toProfileCard(row.profile, images.get(row.profile.id) ?? [], mediaUrl, now), date: row.date.toISOString() })),
      total,
      page,
      limit,
    };
  }

  app.get(
    '/interests/:kind',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: 'A page of one interest list (favorited-me, favorites, proposals, viewed-me, viewed), newest first',
        security: bearerSecurity,
        params: interestsParamsSchema,
        querystring: interestsQuerySchema,
        response: { 200: interestsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => interestsPage(request, request.params.kind, request.query.page, request.query.limit),
  );

  app.get(
    '/favorites',
    {
      config: { access: 'member' },
      schema: {
        tags: ['interests'],
        summary: "A page of the member's favourite profiles (as /interests/favorites)",
        security: bearerSecurity,
        querystring: interestsQuerySchema,
        response: { 200: interestsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => interestsPage(request, 'favorites', request.query.page, request.query.limit),
  );
};

export default interestRoutes;
