import { memo, type KeyboardEvent } from 'react';
import { EMOJI_COLUMNS } from './constants';
import { codeInTone } from './emoji-codes';
import { EmojiGlyph } from './emoji-glyph';
import type { PickerGroup } from './picker-groups';
import type { EmojiEntry, SkinTone } from './types';

export interface EmojiGridGroupProps {
  group: PickerGroup;
  /** Its place among the groups shown: the cells' data-cell is `${groupIndex}:${index}`. */
  groupIndex: number;
  /** The id of the group's title; the grid is named by it. */
  titleId: string;
  hideName: boolean;
  tone: SkinTone;
  imageBaseUrl: string | undefined;
  /** The emoji of this group that Tab reaches (roving tabindex), or -1 when it is in another group. */
  tabStop: number;
  onChoose: (emoji: EmojiEntry) => void;
  onCellFocus: (groupIndex: number, index: number, emoji: EmojiEntry) => void;
  onHover: (emoji: EmojiEntry) => void;
  /** The arrows, Home and End move between the cells (grid-navigation.ts). */
  onCellKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One group: its title and a grid of rows of emoji buttons, each named by its description. */
export const EmojiGridGroup = memo(function EmojiGridGroup({
  group,
  groupIndex,
  titleId,
  hideName,
  tone,
  imageBaseUrl,
  tabStop,
  onChoose,
  onCellFocus,
  onHover,
  onCellKeyDown,
}: EmojiGridGroupProps) {
  const rows: (readonly EmojiEntry[])[] = [];
  for (let start = 0; start < group.emojis.length; start += EMOJI_COLUMNS) rows.push(group.emojis.slice(start, start + EMOJI_COLUMNS));
  return (
    <section className="emoji-picker-group" data-group={group.key}>
      {!hideName && (
        <div id={titleId} className="emoji-picker-group-name">
          {group.title}
        </div>
      )}
      <div
        role="grid"
        className="emoji-picker-grid"
        aria-labelledby={hideName ? undefined : titleId}
        aria-label={hideName ? group.title : undefined}
      >
        {rows.map((row, rowIndex) => (
          <div role="row" className="emoji-picker-row" key={rowIndex}>
            {row.map((emoji, column) => {
              const index = rowIndex * EMOJI_COLUMNS + column;
              const code = codeInTone(emoji, tone);
              return (
                <button
                  key={index}
                  type="button"
                  role="gridcell"
                  className="emoji-picker-emoji"
                  tabIndex={index === tabStop ? 0 : -1}
                  aria-label={emoji.n[0]}
                  data-cell={`${groupIndex}:${index}`}
                  onClick={() => onChoose(emoji)}
                  onFocus={() => onCellFocus(groupIndex, index, emoji)}
                  onMouseEnter={() => onHover(emoji)}
                  onKeyDown={onCellKeyDown}
                >
                  <EmojiGlyph key={code} code={code} imageBaseUrl={imageBaseUrl} lazy />
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
});
