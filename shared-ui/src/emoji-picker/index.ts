// @heartline/ui/emoji-picker: the emoji picker, an entry of its own, which only the pages with a
// composer take (the chat, the console's claimed conversation); the package's main entry, which
// every remote and the shell's first popup load whole, stays without it (entry.test.ts).
// LazyEmojiPicker and EmojiPickerButton load the picker and its data on first open (a chunk of its
// own, lazy-chunk.test.ts); the types cost nothing at run time.
export { EmojiPickerButton } from './emoji-picker-button';
export type { EmojiPickerButtonProps, EmojiPickerPlacement } from './emoji-picker-button';
export { LazyEmojiPicker, preloadEmojiPicker } from './lazy-emoji-picker';
export { PICKER_OFFSET_PX, RECENT_EMOJI_LIMIT } from './constants';
export type {
  EmojiChoice,
  EmojiEntry,
  EmojiPickerProps,
  EmojiPickerStaticTexts,
  EmojiPickerTheme,
  RecentEmoji,
  RecentEmojiStorage,
  SkinTone,
} from './types';
