// The keys of the messages this tab sent: the user channel announces a member's message to every
// tab, and the tab that sent it already holds it (the send's answer), so it recognises its own by
// the key and asks the server for nothing.

/** Enough for any burst of sends; the oldest key is forgotten first. */
const KEPT_KEYS = 100;

const keys = new Set<string>();

export function rememberSentHere(key: string): void {
  keys.delete(key);
  keys.add(key);
  if (keys.size > KEPT_KEYS) keys.delete(keys.values().next().value!);
}

export function wasSentHere(key: string | undefined): boolean {
  return key !== undefined && keys.has(key);
}
