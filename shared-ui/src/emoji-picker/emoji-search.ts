// The search: every word typed must match a word of the emoji's names or aliases, the last one
// as a prefix (it is still being typed), as emoji-picker-element does. "thumbs u" finds Thumbs Up;
// "face tears" does not find Face with Tears of Joy until "tears" is the last word.
import { RECENT_GROUP } from './constants';
import type { PickerGroup } from './picker-groups';
import type { EmojiEntry } from './types';

const WORD_SEPARATORS = /[\s_]+/;

const wordsOf = new WeakMap<EmojiEntry, ReadonlySet<string>>();

/** The words of an emoji's names, each also split at hyphens ("star-struck" gives "star-struck", "star", "struck"). */
function emojiWords(emoji: EmojiEntry): ReadonlySet<string> {
  let words = wordsOf.get(emoji);
  if (!words) {
    const all = new Set<string>();
    for (const name of emoji.n) {
      for (const word of name.toLowerCase().split(WORD_SEPARATORS)) {
        if (!word) continue;
        all.add(word);
        for (const part of word.split('-')) if (part) all.add(part);
      }
    }
    words = all;
    wordsOf.set(emoji, words);
  }
  return words;
}

/** The words of a search text; none for blank text. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATORS).filter(Boolean);
}

export function matchesSearch(emoji: EmojiEntry, words: readonly string[]): boolean {
  const own = emojiWords(emoji);
  return words.every((word, index) => {
    if (index < words.length - 1) return own.has(word);
    for (const candidate of own) if (candidate.startsWith(word)) return true;
    return false;
  });
}

/** The groups with only the emoji that match; the recent group is left out, its emoji are found in their own groups. */
export function searchGroups(groups: readonly PickerGroup[], text: string): PickerGroup[] {
  const words = searchWords(text);
  if (words.length === 0) return [...groups];
  return groups.flatMap((group) => {
    if (group.key === RECENT_GROUP) return [];
    const emojis = group.emojis.filter((emoji) => matchesSearch(emoji, words));
    return emojis.length > 0 ? [{ ...group, emojis }] : [];
  });
}
