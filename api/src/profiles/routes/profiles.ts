// The profile search (and the landing page's strip) and one profile with its gallery.
import { profileDetailSchema, profilesPageSchema, profilesQuerySchema, type ProfilesPage } from '@heartline/contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import vary from 'vary';
import { normaliseDomain, originHostname } from '../../brand-domains';
import { createMediaUrl } from '../../media/media-signatures';
import { preferredEncoding } from '../list-cache';
import { anonymousSecurity, bearerSecurity, errorResponses, idParamsSchema } from '../../routes/openapi';
import { currentMember, mediaUrlFor, requestOrigin } from '../../routes/member-context';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { list, page } = app.profiles;

  app.get(
    '/profiles',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['profiles'],
        summary: "Search the member's brand's profiles (filters, sort, page); `type=landing` lists featured cards for anyone",
        security: anonymousSecurity,
        querystring: profilesQuerySchema,
        response: { 200: profilesPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const answer = await list.page({
        query,
        caller: request.caller,
        siteDomain: originHostname(request.headers.origin) ?? (query.domain ? normaliseDomain(query.domain) : undefined),
        origin: requestOrigin(request),
        mediaUrl: (now) => createMediaUrl(requestOrigin(request), app.mediaSigner, now),
      });
      // A string or Buffer is sent as it is (Fastify serialises only objects).
      // Added to the Vary CORS wrote (Origin), not in its place: a cache must not hand one brand's
      // answer, allowed for its origin, to another's.
      reply.type('application/json; charset=utf-8').header('vary', vary.append(String(reply.getHeader('vary') ?? ''), 'accept-encoding'));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(answer.body as unknown as ProfilesPage);
      return reply.header('content-encoding', encoding).send(answer.bytes(encoding) as unknown as ProfilesPage);
    },
  );

  app.get(
    '/profile/:id',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profiles'],
        summary: 'One profile with its gallery (2 photos without a membership, all for VIP); records the visit',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: profileDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => page.view(await currentMember(app, request), request.params.id, mediaUrlFor(app, request)),
  );
};

export default profileRoutes;
