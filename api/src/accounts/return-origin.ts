// Where links in account emails send the browser back to: the shell the member was using when
// that origin belongs to a brand (the same test CORS applies), else the brand's default shell.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originHostname } from '../brand-domains';

/** The port the shell is served on by `npm start` (ARCHITECTURE.md, "Running it"). */
export const SHELL_PORT = 3000;

/** `http://localhost:3000` for the brand on `localhost`. */
export function defaultBrandOrigin(domain: string): string {
  return `http://${domain}:${SHELL_PORT}`;
}

/** The request's Origin when its hostname is a brand's domain (any port, http or https). */
export async function allowedBrandOrigin(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const origin = request.headers.origin;
  const hostname = originHostname(origin);
  if (!origin || !hostname) return null;
  const domains = await app.repositories.brands.listDomains();
  return domains.some((domain) => domain.toLowerCase() === hostname) ? new URL(origin).origin : null;
}

/** The shell origin an email's link returns to, for a member of the brand on `brandDomain`. */
export async function returnOriginFor(app: FastifyInstance, request: FastifyRequest, brandDomain: string): Promise<string> {
  const origin = await allowedBrandOrigin(app, request);
  // Only the member's own brand: a link must not carry a token to another brand's site.
  return origin && originHostname(origin) === brandDomain.toLowerCase() ? origin : defaultBrandOrigin(brandDomain);
}
