// Where an acceptance of the terms is remembered: in this browser for this brand (local storage,
// kept through logouts) and on the member (the API), each with the version accepted, so a new
// TERMS_VERSION asks again.
import { TERMS_VERSION, type User } from '@heartline/contracts';
import { BROWSER_KEY_PREFIX } from '../../lib/browser-storage';

interface StoredAcceptance {
  version: string;
  acceptedAt: string;
}

const TERMS_KEY_PREFIX = `${BROWSER_KEY_PREFIX}terms:`;

/** One key per brand: a browser may visit several brands, each with its own terms. */
export function termsStorageKey(brandDomain: string): string {
  return `${TERMS_KEY_PREFIX}${brandDomain}`;
}

export function isTermsStorageKey(key: string): boolean {
  return key.startsWith(TERMS_KEY_PREFIX);
}

export function acceptedInThisBrowser(brandDomain: string): boolean {
  try {
    const raw = localStorage.getItem(termsStorageKey(brandDomain));
    return raw !== null && (JSON.parse(raw) as Partial<StoredAcceptance>).version === TERMS_VERSION;
  } catch {
    return false;
  }
}

export function rememberInThisBrowser(brandDomain: string, acceptedAt: string): void {
  const acceptance: StoredAcceptance = { version: TERMS_VERSION, acceptedAt };
  localStorage.setItem(termsStorageKey(brandDomain), JSON.stringify(acceptance));
}

export function acceptedByMember(user: User | null): boolean {
  return user?.termsAccepted?.version === TERMS_VERSION;
}
