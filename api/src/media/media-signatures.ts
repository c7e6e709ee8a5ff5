// Protected media — a generated profile's locked photos (past the free ones) and members'
// uploads — is served only at signed, expiring addresses: `?exp=<unix seconds>&sig=<HMAC>` over
// the file's path and that expiry, keyed by MEDIA_SECRET. The API hands such an address only to a
// caller entitled to the photo (a VIP member for a locked photo, the owner for an upload), so
// guessing a file name gets nothing. The expiry is rounded to the hour: an address stays the same
// for an hour (the browser cache keeps working) and lives one to two hours.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FREE_PHOTOS_PER_PROFILE } from '@heartline/contracts/schemas';
import { MEDIA_ROUTE_PREFIX, type MediaUrl } from './image-files';
import { portraitPosition } from '../demo/portrait-files';

/** Signed addresses are issued per hour; each is good until the end of the next hour. */
export const MEDIA_SIGNATURE_BUCKET_SECONDS = 3600;
const SIGNATURE_LENGTH = 32;

/**
 * Whether anyone may fetch the file at `path` (after /media/): the free photos of a generated
 * profile. Everything else, any file name this does not recognise included, needs a signature.
 */
export function isPublicMediaPath(path: string): boolean {
  const position = portraitPosition(path);
  return position !== null && position < FREE_PHOTOS_PER_PROFILE;
}

export type MediaSignatureCheck = { status: 'valid'; expiresAt: number } | { status: 'missing' | 'invalid' | 'expired' };

export interface MediaSigner {
  /** `?exp=…&sig=…` for the file at `path` (after /media/), valid for at least an hour after `now`. */
  query(path: string, now: Date): string;
  /** Checks the `exp` and `sig` of a request for `path` at `now`. */
  check(path: string, exp: string | null, sig: string | null, now: Date): MediaSignatureCheck;
}

/** The hour `now` falls in: addresses signed in one hour are the same (and expire together). */
export function signatureBucket(now: Date): number {
  return Math.floor(now.getTime() / 1000 / MEDIA_SIGNATURE_BUCKET_SECONDS);
}

export function createMediaSigner(secret: string): MediaSigner {
  const signatureOf = (path: string, exp: number) =>
    createHmac('sha256', secret).update(`${path}\n${exp}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
  return {
    query(path, now) {
      const exp = (signatureBucket(now) + 2) * MEDIA_SIGNATURE_BUCKET_SECONDS;
      return `?exp=${exp}&sig=${signatureOf(path, exp)}`;
    },
    check(path, exp, sig, now) {
      if (exp === null || sig === null) return { status: 'missing' };
      if (!/^\d{1,12}$/.test(exp) || sig.length !== SIGNATURE_LENGTH) return { status: 'invalid' };
      const expected = Buffer.from(signatureOf(path, Number(exp)));
      if (!timingSafeEqual(expected, Buffer.from(sig.padEnd(SIGNATURE_LENGTH).slice(0, SIGNATURE_LENGTH)))) return { status: 'invalid' };
      const expiresAt = Number(exp) * 1000;
      return expiresAt > now.getTime() ? { status: 'valid', expiresAt } : { status: 'expired' };
    },
  };
}

/** The URLs of media for one answer: on the request's origin, signed where the file needs it. */
export function createMediaUrl(origin: string, signer: MediaSigner, now: Date): MediaUrl {
  const url = (path: string) => `${origin}${MEDIA_ROUTE_PREFIX}${path}${isPublicMediaPath(path) ? '' : signer.query(path, now)}`;
  return Object.assign(url, { key: `${origin} ${signatureBucket(now)}` });
}
