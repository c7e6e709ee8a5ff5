// The recently used list (agent-side spec §4): the chosen emoji moves to the front, nothing
// changes when it is already first, and the list keeps 24 entries.
import { RECENT_EMOJI_LIMIT } from './constants';
import type { EmojiEntry, RecentEmoji } from './types';

/** The list after choosing `emoji`; the same list (===) when nothing changes. */
export function withRecent(recent: readonly RecentEmoji[], emoji: EmojiEntry): readonly RecentEmoji[] {
  const index = recent.findIndex((entry) => entry.u === emoji.u);
  if (index === 0) return recent;
  const others = recent.filter((entry) => entry.u !== emoji.u);
  return [{ u: emoji.u, n: [...emoji.n] }, ...others].slice(0, RECENT_EMOJI_LIMIT);
}

/** The list chosen during a load, then what was loaded, without duplicates and capped. */
export function mergeRecent(chosen: readonly RecentEmoji[], loaded: readonly RecentEmoji[]): readonly RecentEmoji[] {
  const seen = new Set(chosen.map((entry) => entry.u));
  return [...chosen, ...loaded.filter((entry) => !seen.has(entry.u))].slice(0, RECENT_EMOJI_LIMIT);
}

function isRecentEmoji(value: unknown): value is RecentEmoji {
  if (typeof value !== 'object' || value === null) return false;
  const { u, n } = value as { u?: unknown; n?: unknown };
  return (
    typeof u === 'string' &&
    /^[0-9a-f]+(?:-[0-9a-f]+)*$/i.test(u) &&
    Array.isArray(n) &&
    n.length > 0 &&
    n.every((name) => typeof name === 'string')
  );
}

/** The stored text back into a list: anything unreadable (another version, a hand edit) counts as empty. */
export function parseRecent(text: string | null | undefined): RecentEmoji[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecentEmoji).slice(0, RECENT_EMOJI_LIMIT) : [];
  } catch {
    return [];
  }
}
