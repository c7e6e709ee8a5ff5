import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../testing/axe';
import { EmojiPicker } from './emoji-picker';
import { memoryRecentStorage } from './recent-storage';
import type { RecentEmojiStorage } from './types';
import type { EmojiEntry, EmojiPickerProps, RecentEmoji } from './types';

const WAVE: EmojiEntry = {
  n: ['Waving Hand', 'wave'],
  u: '1f44b',
  v: ['1f44b-1f3fb', '1f44b-1f3fc', '1f44b-1f3fd', '1f44b-1f3fe', '1f44b-1f3ff'],
};
const THUMBS_UP: EmojiEntry = {
  n: ['Thumbs Up', '+1', 'thumbsup'],
  u: '1f44d',
  v: ['1f44d-1f3fb', '1f44d-1f3fc', '1f44d-1f3fd', '1f44d-1f3fe', '1f44d-1f3ff'],
};
const HEART: EmojiEntry = { n: ['Red Heart', 'heart'], u: '2764-fe0f' };
const ROSE: EmojiEntry = { n: ['Rose', 'rose'], u: '1f339' };
/** Every default group but Activities: a picker small enough to render fast, with the real table. */
const ALL_BUT_ACTIVITIES = ['smileys_people', 'animals_nature', 'food_drink', 'travel_places', 'objects', 'symbols', 'flags'];
const ALL_DEFAULTS = [...ALL_BUT_ACTIVITIES, 'activities'];

/** A storage the test can watch: what it was asked to save, in order. */
function watchedStorage(initial: readonly RecentEmoji[] = []) {
  const memory = memoryRecentStorage();
  void memory.save(initial);
  const saved: (readonly RecentEmoji[])[] = [];
  const storage: RecentEmojiStorage = {
    load: vi.fn(() => memory.load()),
    save: vi.fn(async (recent) => {
      saved.push(recent);
      await memory.save(recent);
    }),
  };
  return { storage, saved };
}

function renderPicker(props: Partial<EmojiPickerProps> = {}) {
  const onSelect = vi.fn();
  const result = render(
    <EmojiPicker onSelect={onSelect} recentStorage={memoryRecentStorage()} disabledGroups={ALL_BUT_ACTIVITIES} {...props} />,
  );
  return { ...result, onSelect };
}

const cellNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('gridcell')
    .map((cell) => cell.getAttribute('aria-label'));
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'));

describe('the emoji picker', () => {
  it('shows the groups as tabs with the spec’s titles, in order, recent first once it has emoji', async () => {
    const { storage } = watchedStorage([{ u: '1f44b', n: ['Waving Hand', 'wave'] }]);
    renderPicker({ disabledGroups: [], displayRecent: true, recentStorage: storage });
    await screen.findByRole('grid', { name: 'Recently Used' });
    expect(tabNames()).toEqual([
      'Recently Used',
      'Smiles & People',
      'Animals & Nature',
      'Food & Drink',
      'Activities',
      'Travel & Places',
      'Objects',
      'Symbols',
      'Flags',
    ]);
    // The first frame draws the recent group and Smiles & People; the rest follow at once.
    await waitFor(() => expect(screen.getAllByRole('gridcell')).toHaveLength(1 + 1870));
    expect(screen.getByRole('tab', { name: 'Recently Used' })).toHaveAttribute('aria-selected', 'true');
    // The whole table is a few thousand elements for happy-dom: give it time on a busy machine.
  }, 20_000);

  it('orders and filters its groups by groupOrder, additionalGroups and disabledGroups', async () => {
    renderPicker({
      groupOrder: ['flags', 'activities'],
      additionalGroups: { favourites: [HEART, ROSE] },
      groupNames: { favourites: 'Favourites' },
      disabledGroups: [...ALL_BUT_ACTIVITIES.filter((key) => key !== 'flags'), 'recent'],
      displayRecent: true,
    });
    expect(tabNames()).toEqual(['Flags', 'Activities', 'Favourites']);
    expect(cellNames(await screen.findByRole('grid', { name: 'Favourites' }))).toEqual(['Red Heart', 'Rose']);
  });

  it('hides the search box by default, as the spec says, and searches names and aliases when shown', async () => {
    const hidden = renderPicker();
    expect(screen.queryByRole('searchbox')).toBeNull();
    hidden.unmount();
    renderPicker({ hideSearch: false, disabledGroups: ['flags', 'objects', 'travel_places', 'animals_nature', 'food_drink', 'symbols'] });
    const search = screen.getByRole('searchbox', { name: 'Search emoji' });
    expect(search).toHaveAttribute('placeholder', 'Search emoji');
    await userEvent.type(search, 'thumbs u');
    expect(cellNames(screen.getByRole('grid', { name: 'Smiles & People' }))).toEqual(['Thumbs Up']);
    await userEvent.clear(search);
    await userEvent.type(search, 'THUMBSDOWN');
    expect(screen.getAllByRole('gridcell').map((cell) => cell.getAttribute('aria-label'))).toEqual(['Thumbs Down']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(search, 'x');
    expect(screen.queryAllByRole('gridcell')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No emoji found');
  }, 10_000);

  it('speaks the app’s words (staticTexts) instead of its own', async () => {
    renderPicker({
      hideSearch: false,
      staticTexts: {
        placeholder: 'Emoji suchen',
        skinTone: 'Hautfarbe',
        noResults: 'Nichts gefunden',
        pickerLabel: 'Emoji-Auswahl',
        groupsLabel: 'Gruppen',
        skinTones: { neutral: 'Standard' },
      },
      groupNames: { activities: 'Aktivitäten' },
    });
    expect(screen.getByRole('group', { name: 'Emoji-Auswahl' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Gruppen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aktivitäten' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Emoji suchen' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Nichts gefunden');
    await userEvent.click(screen.getByRole('button', { name: 'Hautfarbe' }));
    expect(
      within(screen.getByRole('group', { name: 'Hautfarbe' }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Standard', 'Light', 'Medium-light', 'Medium', 'Medium-dark', 'Dark']);
  });

  it('hides the group tabs and the group names when asked, each grid still named for screen readers', () => {
    const { container } = renderPicker({ hideGroupIcons: true, hideGroupNames: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(container.querySelector('.emoji-picker-group-name')).toBeNull();
    expect(screen.getByRole('grid', { name: 'Activities' })).toBeInTheDocument();
  });

  it('starts in the neutral skin tone, and a chosen tone applies to the emoji that have tones', async () => {
    const { onSelect } = renderPicker({ native: true, additionalGroups: { hands: [WAVE, HEART] }, disabledGroups: ALL_DEFAULTS });
    const toggle = screen.getByRole('button', { name: 'Skin tone' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Medium-dark' }));
    expect(screen.queryByRole('group', { name: 'Skin tone' })).toBeNull();
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('gridcell', { name: 'Waving Hand' })).toHaveTextContent('\u{1F44B}\u{1F3FE}');
    expect(screen.getByRole('gridcell', { name: 'Red Heart' })).toHaveTextContent('\u2764\uFE0F');
    await userEvent.click(screen.getByRole('gridcell', { name: 'Waving Hand' }));
    expect(onSelect).toHaveBeenCalledWith({
      emoji: '\u{1F44B}\u{1F3FE}',
      code: '1f44b-1f3fe',
      baseCode: '1f44b',
      names: ['Waving Hand', 'wave'],
      skinTone: '1f3fe',
    });
  });

  it('draws 64 px images from imageBaseUrl unless native, and the system emoji when an image fails', () => {
    const { container, unmount } = renderPicker({
      imageBaseUrl: 'http://api.example/emoji/64/',
      additionalGroups: { love: [HEART] },
      disabledGroups: ALL_DEFAULTS,
    });
    const image = within(screen.getByRole('gridcell', { name: 'Red Heart' })).getByRole('presentation', { hidden: true });
    expect(image).toHaveAttribute('src', 'http://api.example/emoji/64/2764-fe0f.png');
    fireEvent.error(image);
    expect(screen.getByRole('gridcell', { name: 'Red Heart' })).toHaveTextContent('\u2764\uFE0F');
    expect(container.querySelectorAll('img').length).toBeGreaterThan(0);
    unmount();
    const native = renderPicker({
      imageBaseUrl: 'http://api.example/emoji/64',
      native: true,
      additionalGroups: { love: [HEART] },
      disabledGroups: ALL_DEFAULTS,
    });
    expect(native.container.querySelector('img')).toBeNull();
  });

  it('keeps no recent list unless displayRecent: nothing shown, nothing loaded, nothing saved', async () => {
    const { storage } = watchedStorage([{ u: '1f339', n: ['Rose', 'rose'] }]);
    renderPicker({ recentStorage: storage, additionalGroups: { love: [HEART] }, disabledGroups: ALL_DEFAULTS });
    await userEvent.click(screen.getByRole('gridcell', { name: 'Red Heart' }));
    expect(screen.queryByRole('grid', { name: 'Recently Used' })).toBeNull();
    expect(storage.load).not.toHaveBeenCalled();
    expect(storage.save).not.toHaveBeenCalled();
  });

  it('moves a chosen emoji to the front of recent and saves after each change, but not when it is already first', async () => {
    const { storage, saved } = watchedStorage([{ u: '1f339', n: ['Rose', 'rose'] }]);
    renderPicker({ displayRecent: true, recentStorage: storage, additionalGroups: { love: [HEART, ROSE] }, disabledGroups: ALL_DEFAULTS });
    const recent = await screen.findByRole('grid', { name: 'Recently Used' });
    expect(cellNames(recent)).toEqual(['Rose']);
    const love = screen.getByRole('grid', { name: 'Love' });
    await userEvent.click(within(love).getByRole('gridcell', { name: 'Red Heart' }));
    expect(cellNames(recent)).toEqual(['Red Heart', 'Rose']);
    await userEvent.click(within(love).getByRole('gridcell', { name: 'Red Heart' }));
    await userEvent.click(within(love).getByRole('gridcell', { name: 'Rose' }));
    expect(cellNames(recent)).toEqual(['Rose', 'Red Heart']);
    expect(saved.map((list) => list.map((entry) => entry.u))).toEqual([
      ['2764-fe0f', '1f339'],
      ['1f339', '2764-fe0f'],
    ]);
  });

  it('keeps 24 recent emoji', async () => {
    const full = Array.from({ length: 24 }, (_, index) => ({ u: (0x1f600 + index).toString(16), n: [`Face ${index}`] }));
    const { storage, saved } = watchedStorage(full);
    renderPicker({ displayRecent: true, recentStorage: storage, additionalGroups: { love: [HEART] }, disabledGroups: ALL_DEFAULTS });
    await waitFor(() => expect(cellNames(screen.getByRole('grid', { name: 'Recently Used' }))).toHaveLength(24));
    await userEvent.click(within(screen.getByRole('grid', { name: 'Love' })).getByRole('gridcell', { name: 'Red Heart' }));
    expect(saved[0]).toHaveLength(24);
    expect(saved[0]![0]!.u).toBe('2764-fe0f');
    expect(saved[0]!.map((entry) => entry.u)).not.toContain('1f617');
  });

  it('loads the recent list when the options turn displayRecent on', async () => {
    const { storage } = watchedStorage([{ u: '1f339', n: ['Rose', 'rose'] }]);
    const onSelect = vi.fn();
    const props = { onSelect, recentStorage: storage, additionalGroups: { love: [HEART] }, disabledGroups: ALL_DEFAULTS };
    const { rerender } = render(<EmojiPicker {...props} />);
    expect(storage.load).not.toHaveBeenCalled();
    rerender(<EmojiPicker {...props} displayRecent />);
    expect(cellNames(await screen.findByRole('grid', { name: 'Recently Used' }))).toEqual(['Rose']);
  });

  it('is one tab stop: the arrows move between emoji, Enter chooses, Escape closes', async () => {
    const onClose = vi.fn();
    const { onSelect } = renderPicker({ onClose, native: true });
    const cells = screen.getAllByRole('gridcell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[0]]);
    await userEvent.tab();
    await userEvent.tab();
    expect(cells[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(cells[9]).toHaveFocus();
    expect(cells.filter((cell) => cell.tabIndex === 0)).toEqual([cells[9]]);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(cells[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(cells.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ names: ['Jack-O-Lantern', 'jack_o_lantern'], code: '1f383' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves between group tabs with the arrows, and from the search box into the emoji with ArrowDown', async () => {
    renderPicker({ hideSearch: false, disabledGroups: ['smileys_people', 'animals_nature', 'food_drink', 'objects', 'symbols'] });
    const activities = screen.getByRole('tab', { name: 'Activities' });
    expect(activities).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Activities');
    activities.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Travel & Places' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Travel & Places' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Flags' })).toHaveFocus();
    await userEvent.type(screen.getByRole('searchbox'), 'sailboat');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Sailboat' })).toHaveFocus();
  });

  it('does not let Escape close the picker while the skin tones are open', async () => {
    const onClose = vi.fn();
    renderPicker({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Skin tone' }));
    expect(screen.getByRole('button', { name: 'Default' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Skin tone' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('takes the focus when opened with initialFocus', () => {
    renderPicker({ initialFocus: true, hideSearch: false });
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('wears its theme: light by default, dark, or the system’s', () => {
    const { container, rerender } = renderPicker();
    expect(container.firstElementChild).toHaveClass('emoji-picker--light');
    for (const theme of ['dark', 'auto'] as const) {
      rerender(<EmojiPicker onSelect={vi.fn()} recentStorage={memoryRecentStorage()} disabledGroups={ALL_BUT_ACTIVITIES} theme={theme} />);
      expect(container.firstElementChild).toHaveClass(`emoji-picker--${theme}`);
    }
  });

  it('has no accessibility violations when open, with its search, recent group and skin tones showing', async () => {
    const { storage } = watchedStorage([{ u: '1f44b', n: ['Waving Hand', 'wave'] }]);
    const { container } = renderPicker({
      hideSearch: false,
      displayRecent: true,
      recentStorage: storage,
      imageBaseUrl: '/emoji/64',
      additionalGroups: { love: [HEART, ROSE, THUMBS_UP] },
    });
    await screen.findByRole('grid', { name: 'Recently Used' });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Skin tone' })));
    expect(await axeViolations(container)).toEqual([]);
  });
});
