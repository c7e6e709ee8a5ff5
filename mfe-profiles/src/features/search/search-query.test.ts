import { describe, expect, it } from 'vitest';
import { PROFILE_PAGE_SIZE } from '@heartline/contracts';
import { profileSearchQuerySchema, type ProfileFilters } from '@heartline/contracts/schemas';
import { EMPTY_FILTERS, initialListState, withPage } from './profiles-list-state';
import { activeFilterCount, toSearchParams } from './search-query';
import { profile } from '@heartline/remote-kit/testing';

const FIRST = { sortBy: 'recent-activity', limit: PROFILE_PAGE_SIZE, page: 1 } as const;

describe('filters as GET /profiles query parameters', () => {
  it('asks for page 1 of 36, most recently active first, with no filter', () => {
    expect(toSearchParams(EMPTY_FILTERS, FIRST)).toEqual({ page: 1, limit: 36, sortBy: 'recent-activity' });
  });

  it('sends lists comma-separated and narrowed ranges as min and max, in centimetres', () => {
    const params = toSearchParams(
      { ...EMPTY_FILTERS, hair: ['black', 'red'], gender: ['women'], age: { min: 25, max: 40 }, height: { min: 160.4, max: 180 } },
      { sortBy: 'age-desc', limit: 48, page: 3 },
    );
    expect(params).toEqual({
      page: 3,
      limit: 48,
      sortBy: 'age-desc',
      hair: 'black,red',
      gender: 'women',
      ageMin: 25,
      ageMax: 40,
      heightMin: 160,
      heightMax: 180,
    });
  });

  it('leaves out a range that spans its whole slider', () => {
    const params = toSearchParams({ ...EMPTY_FILTERS, age: { min: 18, max: 100 }, height: { min: 140, max: 210 } }, FIRST);
    expect(params).not.toHaveProperty('ageMin');
    expect(params).not.toHaveProperty('heightMin');
    expect(activeFilterCount({ ...EMPTY_FILTERS, age: { min: 18, max: 100 } })).toBe(0);
  });

  it('is read back by the contracts query schema the API validates with', () => {
    const filters: ProfileFilters = {
      ...EMPTY_FILTERS,
      bodyType: ['fit', 'curvy'],
      ethnicity: ['middle-eastern'],
      relationshipStatus: ['open-relationship', 'single'],
      eyes: ['hazel'],
      age: { min: 30, max: 45 },
    };
    const asQueryString = Object.entries(toSearchParams(filters, { sortBy: 'username-asc', limit: 12, page: 2 })).map(([key, value]) => [key, String(value)]);
    expect(profileSearchQuerySchema.parse(Object.fromEntries(asQueryString))).toMatchObject({
      sortBy: 'username-asc',
      limit: 12,
      page: 2,
      bodyType: ['fit', 'curvy'],
      ethnicity: ['middle-eastern'],
      relationshipStatus: ['open-relationship', 'single'],
      eyes: ['hazel'],
      ageMin: 30,
      ageMax: 45,
    });
    expect(activeFilterCount(filters)).toBe(5);
  });
});

describe('list pages', () => {
  it('replaces the list with page 1 and appends later pages, loading more while some are left', () => {
    const first = withPage(initialListState(), 1, [profile('a'), profile('b')], 3);
    expect(first).toMatchObject({ total: 3, canLoadMore: true, loaded: true, page: 1 });
    const second = withPage(first, 2, [profile('c')], 3);
    expect(second.profiles.map((p) => p._id)).toEqual(['a', 'b', 'c']);
    expect(second).toMatchObject({ canLoadMore: false, page: 2 });
    expect(withPage(second, 1, [profile('z')], 1).profiles.map((p) => p._id)).toEqual(['z']);
  });
});
