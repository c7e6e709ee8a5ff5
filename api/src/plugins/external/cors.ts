// CORS: a browser origin is allowed when it is one of a brand's own origins (BRAND_ORIGINS on
// one of the brands' domains: scheme, host and port), so each brand's front ends can call the
// API and no other server on the same host can.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { originHostname } from '../../brand-domains';
import { isOriginOfBrand } from '../../brand-origins';

/** How long the list of brand domains is reused before it is read again. */
export const BRAND_DOMAINS_CACHE_MS = 60_000;

export default fp(
  async (app) => {
    let cached: { domains: Promise<Set<string>>; until: number } | undefined;

    function brandDomains(): Promise<Set<string>> {
      const now = app.clock().getTime();
      if (!cached || cached.until <= now) {
        // The brands domain registers after the plugins; a request comes once every domain has.
        const domains = app.brands.domains().then((list) => new Set(list.map((domain) => domain.toLowerCase())));
        cached = { domains, until: now + BRAND_DOMAINS_CACHE_MS };
        // A failed read is not cached: the next request tries again.
        domains.catch(() => (cached = undefined));
      }
      return cached.domains;
    }

    await app.register(cors, {
      async origin(origin: string | undefined) {
        const hostname = originHostname(origin);
        if (!hostname) return false;
        try {
          return (await brandDomains()).has(hostname) && isOriginOfBrand(app.config.brandOrigins, origin, hostname);
        } catch (error) {
          app.log.error({ err: error }, 'could not read the brand domains for CORS');
          return false;
        }
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'x-api-key'],
      exposedHeaders: ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
