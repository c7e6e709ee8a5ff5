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
    /** The brand domains as read (`read`, once the read has answered) and until when they are reused. */
    let cached: { domains: Promise<Set<string>>; read?: Set<string>; until: number } | undefined;

    /** The brand domains: at hand, or still being read (the first request after they went stale). */
    function brandDomains(): { now: Set<string> } | { later: Promise<Set<string>> } {
      const now = app.clock().getTime();
      if (!cached || cached.until <= now) {
        // The brands domain registers after the plugins; a request comes once every domain has.
        const domains = app.brands.domains().then((list) => new Set(list.map((domain) => domain.toLowerCase())));
        const entry: NonNullable<typeof cached> = { domains, until: now + BRAND_DOMAINS_CACHE_MS };
        cached = entry;
        // A failed read is not cached: the next request tries again.
        domains.then(
          (read) => (entry.read = read),
          () => (cached = cached === entry ? undefined : cached),
        );
      }
      return cached.read ? { now: cached.read } : { later: cached.domains };
    }

    const allowed = (domains: Set<string>, origin: string, hostname: string) =>
      domains.has(hostname) && isOriginOfBrand(app.config.brandOrigins, origin, hostname);

    await app.register(cors, {
      // In @fastify/cors's callback form, answered at once when there is no Origin (a server, a
      // test, a same-origin GET) or the brand domains are at hand (a browser's requests but the
      // first in a minute): no promise and no turn of the microtask queue for each request.
      origin(origin: string | undefined, answer: (error: Error | null, allow: boolean) => void) {
        const hostname = originHostname(origin);
        if (!origin || !hostname) return answer(null, false);
        const domains = brandDomains();
        if ('now' in domains) return answer(null, allowed(domains.now, origin, hostname));
        domains.later.then(
          (read) => answer(null, allowed(read, origin, hostname)),
          (error: unknown) => {
            app.log.error({ err: error }, 'could not read the brand domains for CORS');
            answer(null, false);
          },
        );
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'x-api-key'],
      exposedHeaders: ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
