// Local storage holds two kinds of thing: the member's (session, user; member spec §4 clears them
// at logout) and the browser's (the terms accepted on this browser, member spec §2), which stay
// whoever signs in or out. Browser keys start with BROWSER_KEY_PREFIX.
export const BROWSER_KEY_PREFIX = 'heartline.browser.';

/** The logout's "clear local storage": everything but what belongs to the browser. */
export function clearMemberStorage(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
    (key): key is string => key !== null,
  );
  for (const key of keys) if (!key.startsWith(BROWSER_KEY_PREFIX)) localStorage.removeItem(key);
}
