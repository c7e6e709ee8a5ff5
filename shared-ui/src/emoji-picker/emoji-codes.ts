import type { EmojiEntry, SkinTone } from './types';

/** "1f44d-1f3fd" → "👍🏽". */
export function emojiFromCode(code: string): string {
  return String.fromCodePoint(...code.split('-').map((hex) => Number.parseInt(hex, 16)));
}

/** The emoji's code in the given tone; its own code when it has no tones or the tone is neutral. */
export function codeInTone(emoji: EmojiEntry, tone: SkinTone): string {
  if (tone === 'neutral' || !emoji.v) return emoji.u;
  return emoji.v.find((variant) => variant.split('-').includes(tone)) ?? emoji.u;
}
