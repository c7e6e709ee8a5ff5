import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { EmojiGlyph } from './emoji-glyph';
import type { PickerGroup } from './picker-groups';

/** The default tab icons: an emoji of each group. */
const GROUP_ICON_CODES: Readonly<Record<string, string>> = {
  recent: '1f552',
  smileys_people: '1f600',
  animals_nature: '1f43b',
  food_drink: '1f354',
  activities: '26bd',
  travel_places: '1f697',
  objects: '1f4a1',
  symbols: '1f4af',
  flags: '1f3c1',
};

export interface GroupTabsProps {
  groups: readonly PickerGroup[];
  active: string | undefined;
  label: string;
  panelId: string;
  tabId: (key: string) => string;
  icons: Readonly<Record<string, ReactNode>>;
  imageBaseUrl: string | undefined;
  onPick: (key: string) => void;
}

/** One tab per group (a roving tab stop; the arrows move and pick); picking one scrolls to its group. */
export function GroupTabs({ groups, active, label, panelId, tabId, icons, imageBaseUrl, onPick }: GroupTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = groups.findIndex((group) => group.key === active);
    const to = {
      ArrowRight: (at + 1) % groups.length,
      ArrowLeft: (at - 1 + groups.length) % groups.length,
      Home: 0,
      End: groups.length - 1,
    }[event.key];
    if (to === undefined || groups.length === 0) return;
    event.preventDefault();
    const key = groups[to]!.key;
    onPick(key);
    list.current?.ownerDocument.getElementById(tabId(key))?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className="emoji-picker-tabs">
      {groups.map((group) => {
        const selected = group.key === active;
        const iconCode = GROUP_ICON_CODES[group.key] ?? group.emojis[0]?.u;
        return (
          <button
            key={group.key}
            id={tabId(group.key)}
            type="button"
            role="tab"
            className="emoji-picker-tab"
            aria-selected={selected}
            aria-controls={panelId}
            aria-label={group.title}
            title={group.title}
            tabIndex={selected ? 0 : -1}
            onClick={() => onPick(group.key)}
            onKeyDown={onKeyDown}
          >
            {icons[group.key] ?? (iconCode && <EmojiGlyph code={iconCode} imageBaseUrl={imageBaseUrl} />)}
          </button>
        );
      })}
    </div>
  );
}
