import { describe, expect, it } from 'vitest';
import { isNewProfile } from '../rules/profile-flags';
import { profileFiltersSchema, profileSearchQuerySchema, ageRangeSchema } from './profile-filters';
import { profileSchema } from './profile';
import { profilesListStateSchema } from './profiles-list';

const rawProfile = {
  _id: { $oid: 'p1' },
  username: 'lena',
  profile: { birthday: { date: '1993-04-02T00:00:00.000Z' } },
  createDate: { $date: '2024-06-10T08:00:00.000Z' },
  activityDate: { date: '2024-06-15T11:30:00.000Z' },
  height: 168,
  age: 31,
  body: 'fit',
  hair: 'blond',
  eyes: 'green',
  tags: ['featured'],
};

describe('profileSchema', () => {
  it('flattens wrapped ids and dates', () => {
    const profile = profileSchema.parse(rawProfile);
    expect(profile._id).toBe('p1');
    expect(profile.profile.birthday).toBe('1993-04-02T00:00:00.000Z');
    expect(profile.createDate).toBe('2024-06-10T08:00:00.000Z');
    expect(isNewProfile(profile.createDate, Date.UTC(2024, 5, 15))).toBe(true);
  });

  it('accepts unknown card attributes and fills tags and images', () => {
    const profile = profileSchema.parse({ ...rawProfile, body: null, hair: null, eyes: null, height: null, tags: undefined });
    expect(profile).toMatchObject({ body: null, tags: [], images: [] });
  });

  it('refuses a value outside the filter vocabulary', () => {
    expect(profileSchema.safeParse({ ...rawProfile, hair: 'purple' }).success).toBe(false);
  });
});

describe('profile filters', () => {
  it('defaults every list filter to "any"', () => {
    expect(profileFiltersSchema.parse({})).toEqual({ bodyType: [], ethnicity: [], hair: [], relationshipStatus: [], eyes: [], gender: [] });
  });

  it('refuses an age range below 18 or upside down', () => {
    expect(ageRangeSchema.safeParse({ min: 17, max: 30 }).success).toBe(false);
    expect(ageRangeSchema.safeParse({ min: 40, max: 30 }).error?.issues[0]?.message).toBe('The youngest age must not be above the oldest.');
    expect(ageRangeSchema.safeParse({ min: 18, max: 100 }).success).toBe(true);
  });

  it('reads comma-separated lists and numbers from a query string', () => {
    const query = profileSearchQuerySchema.parse({ hair: 'black,red', page: '2', ageMin: '25', sortBy: 'age-desc' });
    expect(query).toMatchObject({ hair: ['black', 'red'], page: 2, limit: 36, ageMin: 25, sortBy: 'age-desc', eyes: [] });
  });

  it('refuses an unknown sort option', () => {
    expect(profileSearchQuerySchema.safeParse({ sortBy: 'height-asc' }).success).toBe(false);
  });
});

describe('profilesListStateSchema', () => {
  it('starts on page 1 of 36, sorted by recent activity', () => {
    expect(profilesListStateSchema.parse({})).toMatchObject({
      profiles: [],
      sorting: { sortBy: 'recent-activity', limit: 36, page: 1 },
      scrollY: 0,
      canLoadMore: true,
      total: 0,
    });
  });
});
