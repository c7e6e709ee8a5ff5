import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';
import type { EditDefaults } from './edit-defaults';

const INITIAL: EditDefaults = {
  firstName: 'Ann',
  lastName: 'Lee',
  gender: 'woman',
  birthday: undefined,
  location: 'Cork, Munster',
  city: 'Cork',
  state: 'Munster',
  zip: '',
  country: 'IE',
  lookingForAge: { min: 30, max: 40 },
  lookingForGender: 'man',
  keepLocationPrivate: false,
  showOnline: true,
  aboutMe: '',
  lookingForTags: [],
  email: 'ann@example.com',
  password: '',
  notifyByEmail: true,
};

describe('the fields the edit form sends', () => {
  it('is the age range alone when only the range changed, however empty the rest', () => {
    expect(changedFields({ ...INITIAL, lookingForAge: { min: 30, max: 45 } }, INITIAL, true)).toEqual({
      lookingForAge: { min: 30, max: 45 },
    });
  });

  it('is nothing when nothing changed', () => {
    expect(changedFields({ ...INITIAL, lookingForTags: [] }, INITIAL, true)).toEqual({});
  });

  it('sends the whole place when a part of it changed', () => {
    expect(changedFields({ ...INITIAL, city: 'Cobh', location: 'Cobh, Munster' }, INITIAL, true)).toEqual({
      location: 'Cobh, Munster',
      city: 'Cobh',
      state: 'Munster',
      zip: '',
      country: 'IE',
    });
  });

  it('sends a typed password, and a birth date only while none is stored', () => {
    expect(changedFields({ ...INITIAL, password: 'longer-secret', birthday: '1990-06-15' }, INITIAL, false)).toEqual({
      password: 'longer-secret',
      birthday: '1990-06-15',
    });
    expect(changedFields({ ...INITIAL, birthday: '1990-06-15' }, INITIAL, true)).toEqual({});
  });

  it('sends a list or an answer that changed back and forth only when it ends different', () => {
    expect(changedFields({ ...INITIAL, lookingForTags: ['travel'], showOnline: false }, INITIAL, true)).toEqual({
      lookingForTags: ['travel'],
      showOnline: false,
    });
  });
});
