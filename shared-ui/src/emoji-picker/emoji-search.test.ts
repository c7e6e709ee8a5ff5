import { describe, expect, it } from 'vitest';
import emojiData from './emoji-data.json';
import { searchGroups } from './emoji-search';
import { pickerGroups } from './picker-groups';
import type { EmojiData } from './types';

const DATA: EmojiData = emojiData;
const ALL = pickerGroups(DATA, [{ u: '1f44d', n: ['Thumbs Up', '+1', 'thumbsup'] }], { displayRecent: true });

/** The descriptions of what a search finds, in the picker's order. */
const found = (text: string) => searchGroups(ALL, text).flatMap((group) => group.emojis.map((emoji) => emoji.n[0]));

describe('the emoji search', () => {
  it('needs every word, the last one as a prefix', () => {
    expect(found('thumbs u')).toEqual(['Thumbs Up']);
    expect(found('thumbs up')).toEqual(['Thumbs Up']);
    // "thu" is not a whole word, so it cannot be an earlier one.
    expect(found('thu up')).toEqual([]);
    expect(found('fac tears')).toEqual([]);
    expect(found('face tear')).toEqual(['Face with Tears of Joy', 'Smiling Face with Tear', 'Face Holding Back Tears']);
    expect(found('face with tears')).toEqual(['Face with Tears of Joy']);
  });

  it('searches the aliases as well as the description, whatever the case', () => {
    expect(found('THUMBSUP')).toEqual(['Thumbs Up']);
    expect(found('+1')).toEqual(['Thumbs Up']);
    expect(found('joy')).toEqual(['Face with Tears of Joy', 'Cat with Tears of Joy', 'Joystick']);
    // The alias of a hyphenated id, whole or by part.
    expect(found('star-struck')).toEqual(['Star-Struck']);
    expect(found('struck')).toEqual(['Star-Struck']);
    expect(found('grinning face with star eyes')).toEqual(['Star-Struck']);
  });

  it('finds each emoji once, in its own group: the recent group is left out while searching', () => {
    const groups = searchGroups(ALL, 'thumbs');
    expect(groups.map((group) => group.key)).toEqual(['smileys_people']);
    expect(found('thumbs')).toEqual(['Thumbs Up', 'Thumbs Down']);
  });

  it('shows every group, recent included, when the text is blank', () => {
    expect(searchGroups(ALL, '   ')).toEqual(ALL);
  });

  it('finds nothing for words no emoji has', () => {
    expect(searchGroups(ALL, 'zzzz')).toEqual([]);
  });
});
