import { describe, expect, it } from 'vitest';
import emojiData from './emoji-data.json';
import { orderedGroupKeys, pickerGroups, titleFromKey } from './picker-groups';
import type { EmojiData, EmojiEntry } from './types';

const DATA: EmojiData = emojiData;
const HEART: EmojiEntry = { n: ['Red Heart', 'heart'], u: '2764-fe0f' };
const WAVE_ENTRY = DATA.groups[0]!.emojis.find((emoji) => emoji.u === '1f44b')!;
const DEFAULT_ORDER = ['smileys_people', 'animals_nature', 'food_drink', 'activities', 'travel_places', 'objects', 'symbols', 'flags'];

describe('the group order', () => {
  it('is the spec’s default order, the recent group hidden unless displayRecent', () => {
    expect(orderedGroupKeys({})).toEqual(DEFAULT_ORDER);
    expect(orderedGroupKeys({ displayRecent: true })).toEqual(['recent', ...DEFAULT_ORDER]);
  });

  it('puts the custom groupOrder first, then the additional groups, then the defaults, each once', () => {
    const keys = orderedGroupKeys({
      groupOrder: ['flags', 'favourites', 'symbols', 'flags'],
      additionalGroups: { favourites: [HEART], team: [HEART] },
    });
    expect(keys).toEqual([
      'flags',
      'favourites',
      'symbols',
      'team',
      'smileys_people',
      'animals_nature',
      'food_drink',
      'activities',
      'travel_places',
      'objects',
    ]);
  });

  it('leaves out disabled groups wherever they would have come, and keys that name no group', () => {
    const keys = orderedGroupKeys({
      groupOrder: ['flags', 'nonsense'],
      additionalGroups: { favourites: [HEART] },
      disabledGroups: ['flags', 'favourites', 'objects'],
      displayRecent: true,
    });
    expect(keys).toEqual(['recent', 'smileys_people', 'animals_nature', 'food_drink', 'activities', 'travel_places', 'symbols']);
  });

  it('keeps recent out when displayRecent is off, even if groupOrder asks for it', () => {
    expect(orderedGroupKeys({ groupOrder: ['recent'] })).toEqual(DEFAULT_ORDER);
    expect(orderedGroupKeys({ groupOrder: ['recent'], displayRecent: true, disabledGroups: ['recent'] })).toEqual(DEFAULT_ORDER);
  });

  it('ignores an additional group that takes the key of one of the nine', () => {
    const groups = pickerGroups(DATA, [], { additionalGroups: { flags: [HEART] } });
    expect(groups.find((group) => group.key === 'flags')!.emojis).toHaveLength(269);
  });
});

describe('the groups shown', () => {
  it('carry the spec’s titles, renamed by groupNames, an app’s group titled from its key (and before the defaults, recent included)', () => {
    const groups = pickerGroups(DATA, [{ u: '2764-fe0f', n: ['Red Heart', 'heart'] }], {
      displayRecent: true,
      additionalGroups: { my_custom_group: [HEART], team: [HEART] },
      groupNames: { team: 'Team', flags: 'Countries' },
    });
    expect(groups.map((group) => group.title)).toEqual([
      'My Custom Group',
      'Team',
      'Recently Used',
      'Smiles & People',
      'Animals & Nature',
      'Food & Drink',
      'Activities',
      'Travel & Places',
      'Objects',
      'Symbols',
      'Countries',
    ]);
    expect(titleFromKey('frequently__used')).toBe('Frequently Used');
  });

  it('hold the whole table in the nine groups, 1,870 emoji', () => {
    expect(pickerGroups(DATA, [], {}).reduce((sum, group) => sum + group.emojis.length, 0)).toBe(1870);
  });

  it('leave the recent group out while it is empty', () => {
    expect(pickerGroups(DATA, [], { displayRecent: true })[0]!.key).toBe('smileys_people');
  });

  it('give a recent emoji back its skin tones from the table', () => {
    const [recent] = pickerGroups(DATA, [{ u: '1f44b', n: ['Waving Hand', 'wave'] }], { displayRecent: true });
    expect(recent!.emojis).toEqual([WAVE_ENTRY]);
    expect(recent!.emojis[0]!.v).toHaveLength(5);
  });
});
