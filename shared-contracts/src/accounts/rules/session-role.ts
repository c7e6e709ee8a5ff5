// Who a session belongs to, read from its access token's claims (the API verifies the token;
// the page only needs to know which side of the product to show).
import { STAFF_ROLES } from '../constants';

/** A member, or staff: an agent, or an agent with the admin role (agent spec §1). */
export type SessionRole = 'member' | (typeof STAFF_ROLES)[number];

export interface TokenClaims {
  sub: string;
  role: SessionRole;
}

function decodePayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The subject and role of an access token, read without verifying it; null if unreadable. */
export function readTokenClaims(token: string | null): TokenClaims | null {
  const claims = token ? decodePayload(token) : null;
  if (!claims || typeof claims.sub !== 'string') return null;
  // Tokens without a kind predate staff sign-in in the page: they are members' tokens.
  if (claims.kind !== 'agent') return { sub: claims.sub, role: 'member' };
  return { sub: claims.sub, role: claims.role === 'admin' ? 'admin' : 'agent' };
}

/** Staff may open the console; members may not, and staff do not use the member pages. */
export const isStaffRole = (role: SessionRole | null | undefined): boolean => (STAFF_ROLES as readonly string[]).includes(role ?? '');
