// Where each brand's front ends are served: origin templates (BRAND_ORIGINS) in which `{domain}`
// stands for a brand's domain, e.g. `https://{domain}` or `http://{domain}:3000`. CORS, the links
// of account emails and the single sign-on return address accept exactly these origins: another
// port on a brand's host may be anyone's server.

import { DEVELOPMENT_FRONT_END_PORTS } from './development-ports.generated';

export const DOMAIN_PLACEHOLDER = '{domain}';

/**
 * `npm start` and `npm run dev`: the shell and each remote's own harness, on the ports of the app
 * manifests (written at build time by `npm run apps:sync`, so a new remote's harness is let in).
 */
export const DEVELOPMENT_BRAND_ORIGINS: readonly string[] = DEVELOPMENT_FRONT_END_PORTS.map(
  (port) => `http://${DOMAIN_PLACEHOLDER}:${port}`,
);
/** A deployment serves each brand's shell over https on its domain. */
export const PRODUCTION_BRAND_ORIGINS = ['https://{domain}'] as const;

/** Why a template cannot be used, or null when it is a valid origin with `{domain}` as its host. */
export function brandOriginTemplateProblem(template: string): string | null {
  if (!template.includes(DOMAIN_PLACEHOLDER)) return `${template} has no ${DOMAIN_PLACEHOLDER}`;
  let url: URL;
  try {
    url = new URL(template.replace(DOMAIN_PLACEHOLDER, 'brand.example'));
  } catch {
    return `${template} is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${template} is not http or https`;
  if (url.hostname !== 'brand.example' || `${url.origin}/` !== url.href)
    return `${template} is not an origin (scheme, {domain}, optional port)`;
  return null;
}

/** In API_URL (the shell's setting too): the brand's host, as the browser has it. */
export const HOSTNAME_PLACEHOLDER = '{hostname}';

/** Why an API_URL template cannot be used, or null when it is an origin, `{hostname}` allowed as its host. */
export function apiUrlTemplateProblem(template: string): string | null {
  try {
    const url = new URL(template.replace(HOSTNAME_PLACEHOLDER, 'brand.example'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${template} is not http or https`;
    return `${url.origin}/` === url.href ? null : `${template} is not an origin (scheme, host, optional port)`;
  } catch {
    return `${template} is not a URL`;
  }
}

/**
 * The API's origin as the pages of the brand on `domain` reach it: where a mail's assets (the
 * brand's logo) are addressed, by a request's mail and a job's alike.
 */
export function brandApiOrigin(config: { apiUrl: string }, domain: string): string {
  return new URL(config.apiUrl.replace(HOSTNAME_PLACEHOLDER, domain)).origin;
}

/** The origins of the brand on `domain`, in the order configured: the first is where its links go by default. */
export function brandOriginsOf(templates: readonly string[], domain: string): string[] {
  return templates.map((template) => new URL(template.replace(DOMAIN_PLACEHOLDER, domain)).origin);
}

/** Whether the Origin header `origin` (scheme, host and port, nothing else) is one of the brand's origins. */
export function isOriginOfBrand(templates: readonly string[], origin: string | undefined, domain: string): boolean {
  const parsed = parseUrl(origin);
  return parsed !== null && `${parsed.origin}/` === parsed.href && brandOriginsOf(templates, domain).includes(parsed.origin);
}

/** Whether `url` (any path) is on one of the brand's origins. */
export function isUrlOfBrand(templates: readonly string[], url: string, domain: string): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && brandOriginsOf(templates, domain).includes(parsed.origin);
}

function parseUrl(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
