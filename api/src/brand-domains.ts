// Brands are found by hostname: the Origin of a browser request, or the domain the shell asks about.

/** The hostname of an http(s) origin such as `http://localhost:3000`; null for anything else. */
export function originHostname(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** `Localhost:3000` → `localhost`: a domain as stored on a brand (lower case, no port). */
export function normaliseDomain(domain: string): string {
  const trimmed = domain.trim().toLowerCase();
  return originHostname(`http://${trimmed}`) ?? trimmed;
}
