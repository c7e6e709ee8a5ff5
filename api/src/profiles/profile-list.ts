// GET /profiles' answer (member spec §2): the search of the member's brand's profiles, or with
// `type=landing` the featured cards of the brand a site is. Serialised here by the contract's
// compiled serializer and kept for PROFILE_LIST_CACHE_MS per brand, origin and query (it does not
// depend on who asks), so a kept answer costs neither a query nor a serialisation nor a compression.
// Below that, each card's JSON is kept per profile (list-card-json.ts), so an answer the cache does
// not hold is mostly one copy of bytes already written.
import { MESSAGES } from '@heartline/contracts/rules';
import { PROFILES_MESSAGES, type ProfileListCard, type ProfilesQuery } from '@heartline/contracts/schemas';
import { HttpError } from '../http-error';
import type { MediaUrl } from '../media/image-files';
import { AUTH_MESSAGES } from '../plugins/app/auth';
import type { Caller } from '../sessions/session-service';
import { toListCard, type ListCardRow } from './cards';
import type { ProfilesDeps } from './deps';
import { signatureBucket } from '../media/media-signatures';
import { createListCardWriter } from './list-card-json';
import { createListCache, createSamePages, type ContentEncoding } from './list-cache';
import { parseCardText } from './repositories/profile-search';
import type { WrittenPage } from './profiles-page-json';

/** A member's brand never changes: remembered so the busiest route skips a query. */
const MEMBER_BRAND_CACHE_MAX = 10_000;
/** How long the brand of a landing page's domain is reused (as CORS reuses the brand domains). */
const LANDING_BRAND_CACHE_MS = 60_000;

/** Who asks for which list: the caller for the search, the site's domain for the landing cards. */
export interface ListRequest {
  query: ProfilesQuery;
  caller: Caller | null;
  /** The hostname of the site asking (its Origin, else `query.domain`), for `type=landing`. */
  siteDomain: string | undefined;
  /** The scheme and host the request came to: the answer's image URLs are built on it. */
  origin: string;
  /** The image URLs on `origin`, signed for the hour of `now`. */
  mediaUrl: (now: Date) => MediaUrl;
}

/** The answer as JSON (UTF-8), and compressed (a kept answer once, then reused). */
export interface ListAnswer {
  body: Buffer;
  bytes(encoding: ContentEncoding): Buffer;
}

export interface ProfileList {
  page(request: ListRequest): Promise<ListAnswer>;
  /** The brand's first landing cards (the mail templates' sample sender). */
  landingCards(brandId: number, limit: number, mediaUrl: MediaUrl): Promise<ProfileListCard[]>;
}

export function createProfileList(deps: ProfilesDeps): ProfileList {
  const { profiles } = deps.repositories;
  const listCache = createListCache(deps.config.profileListCacheMs, () => deps.clock().getTime());
  const samePages = createSamePages();
  const memberBrands = new Map<number, number>();
  const landingBrands = new Map<string, { brandId: number | null; until: number }>();
  const cards = createListCardWriter();

  async function landingBrandId(domain: string | undefined): Promise<number> {
    const key = domain ?? '';
    const known = landingBrands.get(key);
    let brandId = known && known.until > deps.clock().getTime() ? known.brandId : undefined;
    if (brandId === undefined) {
      brandId = await deps.brands.idOfDomain(domain);
      if (landingBrands.size >= MEMBER_BRAND_CACHE_MAX) landingBrands.clear();
      landingBrands.set(key, { brandId, until: deps.clock().getTime() + LANDING_BRAND_CACHE_MS });
    }
    if (brandId === null) throw new HttpError(404, PROFILES_MESSAGES.landingNeedsBrand);
    return brandId;
  }

  async function memberBrandId(caller: Caller | null): Promise<number> {
    if (!caller) throw new HttpError(401, AUTH_MESSAGES.signInRequired);
    if (caller.kind !== 'member') throw new HttpError(403, MESSAGES.forbidden);
    const known = memberBrands.get(caller.subjectId);
    if (known !== undefined) return known;
    const member = await deps.accounts.members.facts(caller.subjectId);
    if (!member) throw new HttpError(401, MESSAGES.sessionExpired);
    if (memberBrands.size >= MEMBER_BRAND_CACHE_MAX) memberBrands.clear();
    memberBrands.set(member.id, member.brandId);
    return member.brandId;
  }

  /** The landing strip's cards, each with its first photo (read for all in one query). */
  async function landingCards(rows: readonly ListCardRow[], mediaUrl: MediaUrl): Promise<ProfileListCard[]> {
    const now = deps.clock();
    const images = await profiles.firstImages(rows.map((row) => row.id));
    return rows.map((row) => toListCard(row, images.get(row.id)?.[0], mediaUrl, now));
  }

  /** The page's cards as JSON (each card's kept bytes, list-card-json.ts) and its counts. */
  async function readPage(brandId: number, { query, origin, mediaUrl }: ListRequest): Promise<WrittenPage> {
    const now = deps.clock();
    const url = mediaUrl(now);
    const addresses = `${origin} ${signatureBucket(now)}`;
    if (query.type === 'landing') {
      const rows = await profiles.landing(brandId, query.limit, query.premium === true);
      const images = await profiles.firstImages(rows.map((row) => row.id));
      const written = rows.map((row) => cards.card(row, images.get(row.id)?.[0], url, addresses, now));
      return { cards: written, total: rows.length, page: 1, limit: query.limit };
    }
    // The search reads only the cards not kept for their versions (with their first photos).
    const { cards: found, total } = await profiles.search(brandId, query, now, cards.known);
    return {
      cards: found.map((card) => cards.cardOfSearch(card, parseCardText, url, addresses, now)),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  return {
    async page(request) {
      const brandId = request.query.type === 'landing' ? await landingBrandId(request.siteDomain) : await memberBrandId(request.caller);
      const cacheKey = JSON.stringify([brandId, request.origin, request.query]);
      const kept = listCache.get(cacheKey);
      if (kept) return kept;
      // An answer the TTL cache keeps is sent many times: compressed harder, once.
      const effort = listCache.enabled ? 'hard' : 'fast';
      const answer = samePages.answer(cacheKey, await readPage(brandId, request), effort);
      return listCache.set(cacheKey, answer);
    },

    async landingCards(brandId, limit, mediaUrl) {
      return landingCards(await profiles.landing(brandId, limit, false), mediaUrl);
    },
  };
}
