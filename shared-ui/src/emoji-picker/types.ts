import type { ReactNode } from 'react';

/** One emoji of the picker's table (agent-side spec §3 "Emoji entry"). */
export interface EmojiEntry {
  /** Names: the first is the description (the button's accessible name), the rest are aliases. */
  n: readonly string[];
  /** Hex code points joined by hyphens, without a skin tone ("1f44d"). */
  u: string;
  /** The five skin-tone variants, light to dark ("1f44d-1f3fb" … "1f44d-1f3ff"), when it has them. */
  v?: readonly string[];
}

/** A group of the generated table (src/emoji-picker/emoji-data.json). */
export interface EmojiDataGroup {
  id: string;
  name: string;
  emojis: readonly EmojiEntry[];
}

export interface EmojiData {
  groups: readonly EmojiDataGroup[];
}

/** An entry of the recently used list, as stored: its code and names. */
export interface RecentEmoji {
  u: string;
  n: readonly string[];
}

/** Where the recent list is kept (recent-storage.ts has the browser's: IndexedDB, localStorage, memory). */
export interface RecentEmojiStorage {
  load(): Promise<readonly RecentEmoji[]>;
  save(recent: readonly RecentEmoji[]): Promise<void>;
}

export type SkinTone = 'neutral' | '1f3fb' | '1f3fc' | '1f3fd' | '1f3fe' | '1f3ff';

export type EmojiPickerTheme = 'light' | 'dark' | 'auto';

/** What `onSelect` receives when an emoji is chosen. */
export interface EmojiChoice {
  /** The characters to insert, the skin tone applied. */
  emoji: string;
  /** The code with the skin tone applied ("1f44d-1f3fd"). */
  code: string;
  /** The code without a skin tone ("1f44d"). */
  baseCode: string;
  names: readonly string[];
  skinTone: SkinTone;
}

/** Every word the picker shows or reads out; the app's catalogue provides them (`staticTexts`). */
export interface EmojiPickerTexts {
  /** The search box's placeholder and accessible name. */
  placeholder: string;
  /** The skin-tone switch's label. */
  skinTone: string;
  /** The name of each tone in the skin-tone choice. */
  skinTones: Readonly<Record<SkinTone, string>>;
  noResults: string;
  /** The group tabs' accessible name. */
  groupsLabel: string;
  /** The picker's accessible name. */
  pickerLabel: string;
  /** Read out while the picker's code and data load (LazyEmojiPicker). */
  loading: string;
  loadFailed: string;
  retry: string;
}

export type EmojiPickerStaticTexts = Partial<Omit<EmojiPickerTexts, 'skinTones'>> & { skinTones?: Partial<Record<SkinTone, string>> };

/** The options of agent-side spec §3, plus what a React component needs around them. */
export interface EmojiPickerProps {
  onSelect: (choice: EmojiChoice) => void;
  /** Escape was pressed in the picker (a popover closes). Without it Escape is left alone. */
  onClose?: () => void;
  /** Show the system's emoji instead of images (default false: images from `imageBaseUrl`). */
  native?: boolean;
  /** Where the 64 px images are: `${imageBaseUrl}/${code}.png` (the API serves them at /emoji/64). Without it the picker shows system emoji. */
  imageBaseUrl?: string;
  /** Default true, as the spec says: pass false to show the search box. */
  hideSearch?: boolean;
  hideGroupIcons?: boolean;
  hideGroupNames?: boolean;
  staticTexts?: EmojiPickerStaticTexts;
  /** Group keys left out (e.g. ['flags']). */
  disabledGroups?: readonly string[];
  /** Titles by group key, over the spec's defaults. */
  groupNames?: Readonly<Record<string, string>>;
  /** Show the recently used group (default false). */
  displayRecent?: boolean;
  /** Groups of the app's own, by key (a key of the nine groups is ignored); titled by `groupNames` or the key in words. */
  additionalGroups?: Readonly<Record<string, readonly EmojiEntry[]>>;
  /** Group keys to put first; the others follow in their usual order. */
  groupOrder?: readonly string[];
  /** Tab icons by group key, over the defaults (an emoji of the group). */
  groupIcons?: Readonly<Record<string, ReactNode>>;
  theme?: EmojiPickerTheme;
  /** Where the recent list is kept; default IndexedDB `EMJ`, falling back to localStorage, then memory. */
  recentStorage?: RecentEmojiStorage;
  /** Move the focus into the picker when it mounts (a popover that just opened). */
  initialFocus?: boolean;
  className?: string;
}
