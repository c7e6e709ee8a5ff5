import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SKIN_TONES } from './constants';
import { EmojiGlyph } from './emoji-glyph';
import type { EmojiPickerTexts, SkinTone } from './types';

/** The raised hand shows each tone. */
const TONE_SAMPLE = '270b';
const sampleIn = (tone: SkinTone) => (tone === 'neutral' ? TONE_SAMPLE : `${TONE_SAMPLE}-${tone}`);

export interface SkinToneChoiceProps {
  tone: SkinTone;
  texts: EmojiPickerTexts;
  imageBaseUrl: string | undefined;
  onChange: (tone: SkinTone) => void;
}

/** A switch that opens the six tones (neutral and 1f3fb…1f3ff); picking one closes them. */
export function SkinToneChoice({ tone, texts, imageBaseUrl, onChange }: SkinToneChoiceProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Escape closes the tones, not the picker around them.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div className="emoji-picker-tones">
      {open && (
        <div ref={list} id={listId} role="group" aria-label={texts.skinTone} className="emoji-picker-tone-list">
          {SKIN_TONES.map((option) => (
            <button
              key={option}
              type="button"
              className="emoji-picker-tone"
              aria-pressed={option === tone}
              aria-label={texts.skinTones[option]}
              title={texts.skinTones[option]}
              onClick={() => {
                onChange(option);
                close();
              }}
              onKeyDown={onKeyDown}
            >
              <EmojiGlyph code={sampleIn(option)} imageBaseUrl={imageBaseUrl} />
            </button>
          ))}
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        className="emoji-picker-tone-toggle"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        <EmojiGlyph key={tone} code={sampleIn(tone)} imageBaseUrl={imageBaseUrl} />
        <span>{texts.skinTone}</span>
      </button>
    </div>
  );
}
