import { describe, expect, it } from 'vitest';
import { preferredFilters } from './member-preferences';
import { EMPTY_FILTERS } from './profiles-list-state';
import { DEFAULT_SORTING, readSearch, sameFilters, searchKey, writeSearch } from './search-address';
import { member } from '@heartline/remote-kit/testing';

describe('the search in the address', () => {
  it('is absent from a plain /profiles, and from an address carrying only other keys', () => {
    expect(readSearch(new URLSearchParams(''))).toBeNull();
    expect(readSearch(new URLSearchParams('token=abc&utm_source=mail'))).toBeNull();
  });

  it('reads filters, sort, page size and page in the shape GET /profiles takes', () => {
    const search = readSearch(
      new URLSearchParams('sortBy=age-asc&limit=72&page=3&gender=women&hair=red,black&ageMin=25&ageMax=40&heightMin=150'),
    );
    expect(search).toEqual({
      filters: { ...EMPTY_FILTERS, gender: ['women'], hair: ['red', 'black'], age: { min: 25, max: 40 }, height: { min: 150, max: 210 } },
      sorting: { sortBy: 'age-asc', limit: 72, page: 3 },
    });
  });

  it('drops what the pickers do not offer instead of failing', () => {
    const search = readSearch(
      new URLSearchParams('sortBy=height-asc&limit=1000&page=-2&hair=purple,red,red&ageMin=50&ageMax=20&gender=robots'),
    );
    expect(search).toEqual({ filters: { ...EMPTY_FILTERS, hair: ['red'] }, sorting: DEFAULT_SORTING });
  });

  it('writes an explicit address that reads back the same, even with no filter at all', () => {
    const cleared = { filters: EMPTY_FILTERS, sorting: { ...DEFAULT_SORTING, sortBy: 'username-desc' as const, page: 2 } };
    const address = writeSearch(cleared);
    expect(address.toString()).toBe('page=2&limit=36&sortBy=username-desc');
    expect(readSearch(address)).toEqual(cleared);
  });

  it('keys a list by its search whatever page it is on', () => {
    const onPage = (page: number) => ({ filters: { ...EMPTY_FILTERS, eyes: ['blue' as const] }, sorting: { ...DEFAULT_SORTING, page } });
    expect(searchKey(onPage(1))).toBe(searchKey(onPage(4)));
    expect(searchKey(onPage(1))).not.toBe(searchKey({ ...onPage(1), filters: EMPTY_FILTERS }));
  });
});

describe("the member's preferences", () => {
  it("turn the profile's looking-for into the gender and age filters", () => {
    const demo = member({}, { lookingFor: { gender: 'woman', age: { min: 25, max: 40 }, tags: [] } });
    expect(preferredFilters(demo)).toEqual({ ...EMPTY_FILTERS, gender: ['women'], age: { min: 25, max: 40 } });
    const looksForMen = member({}, { lookingFor: { gender: 'man', age: null, tags: [] } });
    expect(preferredFilters(looksForMen)).toEqual({ ...EMPTY_FILTERS, gender: ['men'] });
  });

  it('narrow nothing for a member who has not said', () => {
    expect(sameFilters(preferredFilters(member()), EMPTY_FILTERS)).toBe(true);
    expect(sameFilters(preferredFilters(null), EMPTY_FILTERS)).toBe(true);
  });
});
