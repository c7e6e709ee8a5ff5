import { describe, expect, it } from 'vitest';
import { PROFILE_PAGE_SIZE } from '@heartline/contracts';
import { profileSearchQuerySchema, type ProfileFilters } from '@heartline/contracts/schemas';
import { EMPTY_FILTERS, listOf, nextPages, type PagesAnswer } from './profiles-list-state';
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
    const asQueryString = Object.entries(toSearchParams(filters, { sortBy: 'username-asc', limit: 12, page: 2 })).map(([key, value]) => [
      key,
      String(value),
    ]);
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
  const answer = (ids: string[], total: number, last: number): PagesAnswer => ({
    profiles: ids.map((id) => profile(id)),
    total,
    last,
    lastCount: ids.length,
  });

  it('puts the pages in order and loads more while some are left', () => {
    const first = [answer(['a', 'b'], 3, 1)];
    expect(listOf(first)).toMatchObject({ total: 3, canLoadMore: true, page: 1 });
    expect(nextPages(first)).toEqual({ first: 2, last: 2 });
    const second = [...first, answer(['c'], 3, 2)];
    expect(listOf(second).profiles.map((p) => p._id)).toEqual(['a', 'b', 'c']);
    expect(listOf(second)).toMatchObject({ canLoadMore: false, page: 2 });
    expect(nextPages(second)).toBeUndefined();
  });

  it('stops at an empty page even when the total says more (the list shrank meanwhile)', () => {
    const answers = [answer(['a'], 5, 1), answer([], 5, 2)];
    expect(listOf(answers)).toMatchObject({ canLoadMore: false, page: 2 });
  });

  it('is empty and complete before any answer', () => {
    expect(listOf([])).toEqual({ profiles: [], total: 0, page: 1, canLoadMore: false });
  });
});
