// The profile search (and the landing page's strip) and one profile with its gallery.
import { MESSAGES } from '@heartline/contracts/rules';
import {
  PROFILES_MESSAGES,
  profileDetailSchema,
  profilesPageSchema,
  profilesQuerySchema,
  type ProfilesPage,
} from '@heartline/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseDomain, originHostname } from '../../brand-domains';
import { HttpError } from '../../http-error';
import type { MediaUrl } from '../../media/image-files';
import { toProfileCard, toProfileDetail, type ProfileCardRow } from '../cards';
import { compressOnce, createListCache, preferredEncoding } from '../list-cache';
import { profilesPageJson } from '../profiles-page-json';
import { AUTH_MESSAGES } from '../../plugins/app/auth';
import { anonymousSecurity, bearerSecurity, errorResponses, idParamsSchema, toDatabaseId } from '../../routes/openapi';
import { currentMember, mediaUrlFor, requestOrigin } from '../../routes/member-context';

/** A member's brand never changes: remembered so the busiest route skips a query. */
const MEMBER_BRAND_CACHE_MAX = 10_000;
/** How long the brand of a landing page's domain is reused (as CORS reuses the brand domains). */
const LANDING_BRAND_CACHE_MS = 60_000;

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brands, favourites, interests, profiles, users } = app.repositories;
  const listCache = createListCache(app.config.profileListCacheMs);
  const memberBrands = new Map<number, number>();
  const landingBrands = new Map<string, { brandId: number | null; until: number }>();

  async function landingBrandId(domain: string | undefined): Promise<number | null> {
    const key = domain ?? '';
    const known = landingBrands.get(key);
    if (known && known.until > Date.now()) return known.brandId;
    const brandId = await brands.resolveBrandId(domain);
    if (landingBrands.size >= MEMBER_BRAND_CACHE_MAX) landingBrands.clear();
    landingBrands.set(key, { brandId, until: Date.now() + LANDING_BRAND_CACHE_MS });
    return brandId;
  }

  async function cards(rows: ProfileCardRow[], mediaUrl: MediaUrl, now: Date) {
    const images = await profiles.firstImages(rows.map((row) => row.id));
    return rows.map((row) => toProfileCard(row, images.get(row.id) ?? [], mediaUrl, now));
  }

  async function memberBrandId(request: FastifyRequest): Promise<number> {
    const caller = request.caller;
    if (!caller) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
    if (caller.kind !== 'member') throw new HttpError(403, MESSAGES.forbidden);
    const known = memberBrands.get(caller.subjectId);
    if (known !== undefined) return known;
    const member = await users.findMember(caller.subjectId);
    if (!member) throw new HttpError(401, MESSAGES.sessionExpired);
    if (memberBrands.size >= MEMBER_BRAND_CACHE_MAX) memberBrands.clear();
    memberBrands.set(member.id, member.brandId);
    return member.brandId;
  }

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
      const query = request.query;
      const origin = requestOrigin(request);
      const landing = query.type === 'landing';
      let brandId: number;
      if (landing) {
        const domain = originHostname(request.headers.origin) ?? (query.domain ? normaliseDomain(query.domain) : undefined);
        const resolved = await landingBrandId(domain);
        if (resolved === null) throw new HttpError(404, PROFILES_MESSAGES.landingNeedsBrand);
        brandId = resolved;
      } else {
        brandId = await memberBrandId(request);
      }

      const cacheKey = JSON.stringify([brandId, origin, query]);
      let answer = listCache.get(cacheKey);
      if (answer === undefined) {
        const now = app.clock();
        let page: ProfilesPage;
        if (landing) {
          const rows = await profiles.landing(brandId, query.limit, query.premium === true);
          page = { profiles: await cards(rows, mediaUrlFor(app, request), now), total: rows.length, page: 1, limit: query.limit };
        } else {
          // The search reads each card's first photo in its own statement.
          const { rows, images, total } = await profiles.search(brandId, query, now);
          const mediaUrl = mediaUrlFor(app, request);
          page = {
            profiles: rows.map((row) => toProfileCard(row, images.get(row.id) ?? [], mediaUrl, now)),
            total,
            page: query.page,
            limit: query.limit,
          };
        }
        // Serialised here (by the contract's compiled serializer) so a cached answer skips it.
        answer = listCache.set(cacheKey, profilesPageJson(page));
      }
      // A string or Buffer is sent as it is (Fastify serialises only objects). A kept answer is
      // compressed once and reused; one sent once is compressed at the fastest settings.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(answer.json as unknown as ProfilesPage);
      const bytes = listCache.enabled ? answer.encoded(encoding) : compressOnce(answer.json, encoding);
      return reply.header('content-encoding', encoding).send(bytes as unknown as ProfilesPage);
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
    async (request) => {
      const member = await currentMember(app, request);
      const id = toDatabaseId(request.params.id);
      const row = id === null ? null : await profiles.findInBrand(member.brandId, id);
      if (!row) throw new HttpError(404, PROFILES_MESSAGES.profileNotFound);
      const now = app.clock();
      const [images, isFavourite] = await Promise.all([profiles.imagesOf(row.id), favourites.has(member.id, row.id)]);
      await interests.recordView(member.id, row.id, now);
      return toProfileDetail(row, images, { isPremium: member.isPremium, isFavourite }, mediaUrlFor(app, request), now);
    },
  );
};

export default profileRoutes;
