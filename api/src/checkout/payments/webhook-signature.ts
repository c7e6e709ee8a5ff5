// Webhook signatures as card processors write them (Stripe's scheme): the header
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">` with a shared secret. A signature
// older than the tolerance is refused, so a captured event cannot be replayed days later (a replay
// within it is harmless: settlement happens once).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed event may be (5 minutes, Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
const SIGNATURE_HEADER = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

export function signWebhook(secret: string, payload: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Whether `header` signs `payload` with `secret`, made within the tolerance of `now`. */
export function verifyWebhook(secret: string, payload: string, header: string, now: Date): boolean {
  const match = SIGNATURE_HEADER.exec(header.trim());
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const given = Buffer.from(match[2]!, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
