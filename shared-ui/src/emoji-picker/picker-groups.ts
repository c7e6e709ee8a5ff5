// Which groups the picker shows, in which order, under which titles (agent-side spec §4).
import { DEFAULT_GROUP_KEYS, DEFAULT_GROUP_NAMES, RECENT_GROUP } from './constants';
import type { EmojiData, EmojiEntry, RecentEmoji } from './types';

export interface GroupOrderOptions {
  groupOrder?: readonly string[];
  additionalGroups?: Readonly<Record<string, readonly EmojiEntry[]>>;
  disabledGroups?: readonly string[];
  displayRecent?: boolean;
}

/** The app's groups, without any that would take the key of one of the nine. */
export function ownGroupKeys(additionalGroups: Readonly<Record<string, unknown>> = {}): string[] {
  return Object.keys(additionalGroups).filter((key) => !DEFAULT_GROUP_KEYS.includes(key));
}

/**
 * Custom groupOrder, then the additional groups, then the defaults; duplicates removed, disabled
 * groups excluded, and the recent group only with displayRecent. A key that names no group is dropped.
 */
export function orderedGroupKeys({
  groupOrder = [],
  additionalGroups = {},
  disabledGroups = [],
  displayRecent = false,
}: GroupOrderOptions): string[] {
  const own = ownGroupKeys(additionalGroups);
  const known = new Set([...own, ...DEFAULT_GROUP_KEYS]);
  const disabled = new Set(displayRecent ? disabledGroups : [RECENT_GROUP, ...disabledGroups]);
  return [...new Set([...groupOrder, ...own, ...DEFAULT_GROUP_KEYS])].filter((key) => known.has(key) && !disabled.has(key));
}

/** "my_custom_group" → "My Custom Group": the title of an app's group that groupNames does not name. */
export function titleFromKey(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export interface PickerGroup {
  key: string;
  title: string;
  emojis: readonly EmojiEntry[];
}

export interface PickerGroupOptions extends GroupOrderOptions {
  groupNames?: Readonly<Record<string, string>>;
}

/** The groups to show, in order, each with its emoji; an empty group (no recent yet) is left out. */
export function pickerGroups(data: EmojiData, recent: readonly RecentEmoji[], options: PickerGroupOptions): PickerGroup[] {
  const byKey = new Map<string, readonly EmojiEntry[]>(data.groups.map((group) => [group.id, group.emojis]));
  for (const key of ownGroupKeys(options.additionalGroups)) byKey.set(key, options.additionalGroups![key]!);
  if (recent.length > 0) {
    // A recent entry keeps only its code and names: the table gives back its skin tones.
    const table = new Map(data.groups.flatMap((group) => group.emojis.map((emoji) => [emoji.u, emoji] as const)));
    byKey.set(
      RECENT_GROUP,
      recent.map((entry) => table.get(entry.u) ?? entry),
    );
  }
  const names = { ...DEFAULT_GROUP_NAMES, ...options.groupNames };
  return orderedGroupKeys(options).flatMap((key) => {
    const emojis = byKey.get(key) ?? [];
    return emojis.length > 0 ? [{ key, title: names[key] ?? titleFromKey(key), emojis }] : [];
  });
}
