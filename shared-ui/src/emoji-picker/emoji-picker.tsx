// The emoji picker (agent-side spec §2-§4): search, group tabs, a grid per group, skin tones and
// the recently used group. This module and its data are the lazily loaded chunk: apps reach it
// through LazyEmojiPicker or EmojiPickerButton, which import it on first open.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { EMOJI_COLUMNS, pickerTexts } from './constants';
import { codeInTone, emojiFromCode } from './emoji-codes';
import emojiData from './emoji-data.json';
import { EmojiGlyph } from './emoji-glyph';
import { EmojiGridGroup } from './emoji-grid-group';
import { searchGroups } from './emoji-search';
import { isGridKey, moveInGrid, type GridPosition } from './grid-navigation';
import { GroupTabs } from './group-tabs';
import { pickerGroups } from './picker-groups';
import { defaultRecentStorage } from './recent-storage';
import { SkinToneChoice } from './skin-tone-choice';
import type { EmojiData, EmojiEntry, EmojiPickerProps, SkinTone } from './types';
import { useRecentEmojis } from './use-recent-emojis';
import './emoji-picker.css';

export const EMOJI_DATA: EmojiData = emojiData;
const NO_GROUPS: Readonly<Record<string, never>> = {};
const START: GridPosition = { group: 0, index: 0 };
/**
 * The first frame draws whole groups up to about this many emoji (recent and Smiles & People);
 * the rest follow right after it, so the picker opens in a third of the time all 1,870 take.
 */
const FIRST_FRAME_EMOJI = 300;

/** The groups of the first frame: whole groups until they hold FIRST_FRAME_EMOJI. */
function firstFrameGroups<T extends { emojis: readonly unknown[] }>(groups: readonly T[]): readonly T[] {
  let count = 0;
  const end = groups.findIndex((group) => (count += group.emojis.length) >= FIRST_FRAME_EMOJI);
  return end < 0 ? groups : groups.slice(0, end + 1);
}

export function EmojiPicker(props: EmojiPickerProps) {
  const {
    native = false,
    imageBaseUrl,
    hideSearch = true,
    hideGroupIcons = false,
    hideGroupNames = false,
    displayRecent = false,
    theme = 'light',
  } = props;
  const {
    staticTexts,
    disabledGroups,
    groupNames,
    groupOrder,
    additionalGroups = NO_GROUPS,
    groupIcons = NO_GROUPS,
    recentStorage,
    onClose,
    initialFocus,
    className,
  } = props;
  const id = useId();
  const texts = useMemo(() => pickerTexts(staticTexts), [staticTexts]);
  const images = native || !imageBaseUrl ? undefined : imageBaseUrl.replace(/\/+$/, '');
  const { recent, remember } = useRecentEmojis(recentStorage ?? defaultRecentStorage(), displayRecent);
  const [search, setSearch] = useState('');
  const [tone, setTone] = useState<SkinTone>('neutral');
  const [preview, setPreview] = useState<EmojiEntry | null>(null);
  const [cursor, setCursor] = useState(START);
  const [picked, setPicked] = useState<{ key: string } | null>(null);
  const [scrolled, setScrolled] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const scrolling = useRef(false);

  // Options often arrive as new arrays on every render: compare them by content.
  const optionsKey = JSON.stringify([disabledGroups, groupNames, groupOrder, displayRecent]);
  const groups = useMemo(
    () => pickerGroups(EMOJI_DATA, recent, { disabledGroups, groupNames, groupOrder, displayRecent, additionalGroups }),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- optionsKey stands for the options by content
    [optionsKey, recent, additionalGroups],
  );
  const shown = useMemo(() => searchGroups(groups, search), [groups, search]);
  const drawn = complete ? shown : firstFrameGroups(shown);
  const sizes = drawn.map((group) => group.emojis.length);
  const at = cursor.group < drawn.length && cursor.index < sizes[cursor.group]! ? cursor : START;
  const active = picked && groups.some((group) => group.key === picked.key) ? picked.key : (scrolled ?? shown[0]?.key);
  const tabId = useCallback((key: string) => `${id}-tab-${key}`, [id]);

  const latest = useRef({ onSelect: props.onSelect, tone, remember });
  latest.current = { onSelect: props.onSelect, tone, remember };
  const choose = useCallback((emoji: EmojiEntry) => {
    const { onSelect, tone: current, remember: record } = latest.current;
    const code = codeInTone(emoji, current);
    record(emoji);
    onSelect({ emoji: emojiFromCode(code), code, baseCode: emoji.u, names: emoji.n, skinTone: current });
  }, []);
  const onCellFocus = useCallback((group: number, index: number, emoji: EmojiEntry) => {
    setCursor({ group, index });
    setPreview(emoji);
  }, []);

  const focusCell = useCallback(
    (position: GridPosition) => body.current?.querySelector<HTMLElement>(`[data-cell="${position.group}:${position.index}"]`)?.focus(),
    [],
  );

  // The other groups once the first frame is on screen (a frame, then a task after its paint).
  useEffect(() => {
    if (complete) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setComplete(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete]);

  useEffect(() => {
    if (!initialFocus) return;
    if (searchBox.current) searchBox.current.focus();
    else focusCell(START);
    // Only when the picker mounts: a popover that just opened.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- initialFocus is read once, on mount
  }, []);

  // A picked tab scrolls its group to the top once the groups (a search just cleared) are drawn.
  useLayoutEffect(() => {
    if (!picked || !body.current) return;
    const section = body.current.querySelector<HTMLElement>(`[data-group="${picked.key}"]`);
    if (!section) return;
    scrolling.current = true;
    body.current.scrollTop = section.offsetTop;
  }, [picked]);

  const pickGroup = (key: string) => {
    setComplete(true);
    setSearch('');
    setPicked({ key });
    setScrolled(null);
    setCursor({
      group: Math.max(
        0,
        groups.findIndex((group) => group.key === key),
      ),
      index: 0,
    });
  };

  const onScroll = () => {
    if (scrolling.current) {
      scrolling.current = false;
      return;
    }
    const sections = body.current ? [...body.current.querySelectorAll<HTMLElement>('[data-group]')] : [];
    const top = (body.current?.scrollTop ?? 0) + 1;
    const current = sections.filter((section) => section.offsetTop <= top).pop() ?? sections[0];
    setPicked(null);
    setScrolled(current?.dataset.group ?? null);
  };

  const grid = useRef({ sizes, at });
  grid.current = { sizes, at };
  const onCellKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!isGridKey(event.key)) return;
      event.preventDefault();
      const next = moveInGrid(grid.current.sizes, grid.current.at, event.key, EMOJI_COLUMNS);
      setCursor(next);
      focusCell(next);
    },
    [focusCell],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !onClose || event.defaultPrevented) return;
    // Escape closes the picker, not a dialog or page around it.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const panelLabel = hideGroupIcons || active === undefined ? { 'aria-label': texts.pickerLabel } : { 'aria-labelledby': tabId(active) };
  const shownPreview = preview ?? shown[at.group]?.emojis[at.index];
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside (all buttons and an input) closes the picker
    <div
      role="group"
      aria-label={texts.pickerLabel}
      className={['emoji-picker', `emoji-picker--${theme}`, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {!hideGroupIcons && (
        <GroupTabs
          groups={groups}
          active={active}
          label={texts.groupsLabel}
          panelId={`${id}-panel`}
          tabId={tabId}
          icons={groupIcons}
          imageBaseUrl={images}
          onPick={pickGroup}
        />
      )}
      {!hideSearch && (
        <div className="emoji-picker-search">
          <input
            ref={searchBox}
            type="search"
            aria-label={texts.placeholder}
            placeholder={texts.placeholder}
            autoComplete="off"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setCursor(START);
              setPicked(null);
              if (body.current) body.current.scrollTop = 0;
            }}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown' || shown.length === 0) return;
              event.preventDefault();
              focusCell(at);
            }}
          />
        </div>
      )}
      <div
        ref={body}
        id={`${id}-panel`}
        role={hideGroupIcons ? undefined : 'tabpanel'}
        {...(hideGroupIcons ? {} : panelLabel)}
        className="emoji-picker-body"
        onScroll={onScroll}
      >
        {drawn.map((group, index) => (
          <EmojiGridGroup
            key={group.key}
            group={group}
            groupIndex={index}
            titleId={`${id}-group-${group.key}`}
            hideName={hideGroupNames}
            tone={tone}
            imageBaseUrl={images}
            tabStop={index === at.group ? at.index : -1}
            onChoose={choose}
            onCellFocus={onCellFocus}
            onHover={setPreview}
            onCellKeyDown={onCellKeyDown}
          />
        ))}
        {/* Always there, so the words are read out when a search finds nothing. */}
        <p role="status" className="emoji-picker-empty">
          {shown.length === 0 ? texts.noResults : ''}
        </p>
      </div>
      <div className="emoji-picker-footer">
        <div className="emoji-picker-preview" aria-hidden="true">
          {shownPreview && (
            <>
              <EmojiGlyph key={codeInTone(shownPreview, tone)} code={codeInTone(shownPreview, tone)} imageBaseUrl={images} />
              <span className="emoji-picker-preview-name">{shownPreview.n[0]}</span>
            </>
          )}
        </div>
        <SkinToneChoice tone={tone} texts={texts} imageBaseUrl={images} onChange={setTone} />
      </div>
    </div>
  );
}
