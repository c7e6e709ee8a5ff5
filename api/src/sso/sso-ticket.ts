// Carries the signed-in identity from the sign-in page to the consent page: a short-lived JWT in
// a hidden field, bound to the state it was issued for. No server session is needed.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Time to read the consent screen and choose. */
export const SSO_TICKET_TTL_SECONDS = 10 * 60;
const KIND = 'sso-ticket';

/** A key of its own, derived from JWT_SECRET, so a ticket is never mistaken for another token. */
function ticketKey(jwtSecret: string): Uint8Array {
  return createHmac('sha256', jwtSecret).update('heartline sso ticket').digest();
}

export function signSsoTicket(identityId: number, state: string, jwtSecret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind: KIND, state })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(identityId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SSO_TICKET_TTL_SECONDS)
    .sign(ticketKey(jwtSecret));
}

/** The identity id when the ticket is ours, unexpired and for this state; null otherwise. */
export async function checkSsoTicket(ticket: string, state: string, jwtSecret: string, now: Date): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(ticket, ticketKey(jwtSecret), { algorithms: ['HS256'], currentDate: now });
    if (payload.kind !== KIND || payload.state !== state || !payload.sub || !/^\d{1,9}$/.test(payload.sub)) return null;
    return Number(payload.sub);
  } catch {
    return null;
  }
}
