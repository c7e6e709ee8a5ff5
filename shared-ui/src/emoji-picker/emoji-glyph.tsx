import { memo, useState } from 'react';
import { emojiFromCode } from './emoji-codes';

export interface EmojiGlyphProps {
  code: string;
  /** Images from here (`${imageBaseUrl}/${code}.png`); without it, the system's emoji. */
  imageBaseUrl?: string;
  /** Fetch the image only when scrolled near (the grid's 1,870 emoji); icons load at once. */
  lazy?: boolean;
}

/**
 * One emoji, drawn as the platform's 64 px image or as text. Decorative: the button around it
 * carries the name. An image that fails to load (a code the set lacks, the API away) falls back
 * to the system's emoji. Give it `key={code}` where the code can change: a browser keeps showing
 * an <img>'s old picture until its new source arrives, which would show one emoji under another's name.
 */
export const EmojiGlyph = memo(function EmojiGlyph({ code, imageBaseUrl, lazy = false }: EmojiGlyphProps) {
  const [failed, setFailed] = useState(false);
  if (!imageBaseUrl || failed) {
    return (
      <span className="emoji-picker-glyph" aria-hidden="true">
        {emojiFromCode(code)}
      </span>
    );
  }
  return (
    <img
      className="emoji-picker-glyph"
      src={`${imageBaseUrl}/${code}.png`}
      alt=""
      width={24}
      height={24}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
});
