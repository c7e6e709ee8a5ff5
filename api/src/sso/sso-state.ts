// The state a brand's site sends to /sso/verify/ (member spec §7): base64url JSON of
// { action: 'login', redirectUrl, domain }. The provider only returns to a brand's own site:
// redirectUrl's hostname must be a brand domain equal to `domain`, on one of the brand's own
// origins (the rule CORS uses), since the way back carries a sign-in token.
import { ssoStateSchema, type SsoState } from '@heartline/contracts/schemas';
import { normaliseDomain, originHostname } from '../brand-domains';
import { isUrlOfBrand } from '../brand-origins';

export interface SsoBrand {
  id: number;
  productName: string;
  /** The name the brand gives the provider ("Heartline ID"); null: the brand offers no single sign-on. */
  ssoName: string | null;
}

export type SsoStateCheck =
  { ok: true; state: SsoState; brand: SsoBrand & { ssoName: string }; redirectUrl: URL } | { ok: false; reason: string };

/** The same bytes as decodeSsoState in the contracts (which lives beside the browser client). */
function decodeState(encoded: string): unknown {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The brand with this domain (`app.brands`), or null. */
export type BrandOfDomain = (domain: string) => Promise<SsoBrand | null>;

export async function checkSsoState(
  brandOfDomain: BrandOfDomain,
  brandOrigins: readonly string[],
  encoded: string | undefined,
): Promise<SsoStateCheck> {
  if (!encoded) return { ok: false, reason: 'The sign-in request is missing its state.' };
  const parsed = ssoStateSchema.safeParse(decodeState(encoded));
  if (!parsed.success) return { ok: false, reason: 'The sign-in request is not valid.' };
  const state = parsed.data;
  const hostname = originHostname(state.redirectUrl);
  if (!hostname || hostname !== normaliseDomain(state.domain) || !isUrlOfBrand(brandOrigins, state.redirectUrl, hostname)) {
    return { ok: false, reason: 'The sign-in request does not come from the site it returns to.' };
  }
  const brand = await brandOfDomain(hostname);
  if (!brand) return { ok: false, reason: 'The sign-in request comes from a site we do not know.' };
  const { ssoName } = brand;
  if (!ssoName) return { ok: false, reason: 'This site does not offer single sign-on.' };
  return { ok: true, state, brand: { ...brand, ssoName }, redirectUrl: new URL(state.redirectUrl) };
}

/** redirectUrl with `params` added; its own query and fragment are kept. */
export function returnUrl(redirectUrl: URL, params: Record<string, string>): string {
  const url = new URL(redirectUrl.href);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
