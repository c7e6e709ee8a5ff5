// Where links in account emails send the browser back to: the shell the member was using when
// its origin is on the member's own brand domain, else the brand's default shell.
import type { FastifyRequest } from 'fastify';
import { originHostname } from '../brand-domains';

/** The port the shell is served on by `npm start` (ARCHITECTURE.md, "Running it"). */
export const SHELL_PORT = 3000;

/** `http://localhost:3000` for the brand on `localhost`. */
export function defaultBrandOrigin(domain: string): string {
  return `http://${domain}:${SHELL_PORT}`;
}

/** The shell origin an email's link returns to, for a member of the brand on `brandDomain`. */
export function returnOriginFor(request: FastifyRequest, brandDomain: string): string {
  const origin = request.headers.origin;
  // Only the member's own brand (any port, http or https): a link must not carry a token to
  // another brand's site, nor to a site that is no brand at all.
  return origin && originHostname(origin) === brandDomain.toLowerCase() ? new URL(origin).origin : defaultBrandOrigin(brandDomain);
}
