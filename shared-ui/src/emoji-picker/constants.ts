// The picker's constants from agent-side spec §3 and §9. Small on purpose: the lazy wrapper
// imports it, so it ships with the app, while the picker itself loads on first open.
import { Z_INDEX } from '../tokens/scales';
import type { EmojiPickerTexts, SkinTone } from './types';

/** Emoji recent list (spec §9). */
export const RECENT_EMOJI_LIMIT = 24;
/** Picker offset: the gap between the trigger and the popover (spec §9). */
export const PICKER_OFFSET_PX = 6;
/** Overlay z-index (spec §9): the popover sits with the other overlays. */
export const OVERLAY_Z_INDEX = Z_INDEX.overlay;
/** Emoji a row: the grid's rows and the arrow keys' up and down agree on it. */
export const EMOJI_COLUMNS = 8;

export const RECENT_GROUP = 'recent';

/** The groups in the spec's order, with its titles. */
export const DEFAULT_GROUP_NAMES: Readonly<Record<string, string>> = {
  recent: 'Recently Used',
  smileys_people: 'Smiles & People',
  animals_nature: 'Animals & Nature',
  food_drink: 'Food & Drink',
  activities: 'Activities',
  travel_places: 'Travel & Places',
  objects: 'Objects',
  symbols: 'Symbols',
  flags: 'Flags',
};
export const DEFAULT_GROUP_KEYS: readonly string[] = Object.keys(DEFAULT_GROUP_NAMES);

/** Neutral first: the skin tone every picker starts with. */
export const SKIN_TONES: readonly SkinTone[] = ['neutral', '1f3fb', '1f3fc', '1f3fd', '1f3fe', '1f3ff'];

export const DEFAULT_TEXTS: EmojiPickerTexts = {
  placeholder: 'Search emoji',
  skinTone: 'Skin tone',
  skinTones: {
    neutral: 'Default',
    '1f3fb': 'Light',
    '1f3fc': 'Medium-light',
    '1f3fd': 'Medium',
    '1f3fe': 'Medium-dark',
    '1f3ff': 'Dark',
  },
  noResults: 'No emoji found',
  groupsLabel: 'Emoji groups',
  pickerLabel: 'Emoji picker',
  loading: 'Loading emoji',
  loadFailed: 'The emoji could not be loaded.',
  retry: 'Try again',
};

/** The spec's staticTexts over the defaults. */
export function pickerTexts(
  staticTexts: { skinTones?: Partial<Record<SkinTone, string>> } & Partial<Omit<EmojiPickerTexts, 'skinTones'>> = {},
): EmojiPickerTexts {
  return { ...DEFAULT_TEXTS, ...staticTexts, skinTones: { ...DEFAULT_TEXTS.skinTones, ...staticTexts.skinTones } };
}
