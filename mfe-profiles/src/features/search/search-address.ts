// The search in the address: filters, sort, page size and page as URL search parameters, in the
// very shape GET /profiles takes (`?page=2&limit=36&sortBy=age-asc&gender=women&ageMin=25`), so a
// reload, a shared link and the back button give the same list. Read forgivingly: a value the
// pickers do not offer is dropped, never an error page (the list page loads no zod).
import type { ProfileFilters, ProfileSorting } from '@heartline/contracts/schemas';
import { PROFILE_PAGE_SIZE } from '@heartline/contracts';
import {
  AGE_BOUNDS,
  BODY_TYPE_OPTIONS,
  ETHNICITY_OPTIONS,
  EYE_OPTIONS,
  GENDER_OPTIONS,
  HAIR_OPTIONS,
  HEIGHT_BOUNDS_CM,
  PAGE_SIZE_OPTIONS,
  RELATIONSHIP_OPTIONS,
  SORT_OPTIONS,
} from './filter-options';
import { EMPTY_FILTERS, PROFILE_FIRST_PAGE } from './profiles-list-state';
import { searchKeyOfFilters, toSearchParams } from './search-query';

export interface ProfileSearch {
  filters: ProfileFilters;
  sorting: ProfileSorting;
}

export const DEFAULT_SORTING: ProfileSorting = { sortBy: 'recent-activity', limit: PROFILE_PAGE_SIZE, page: PROFILE_FIRST_PAGE };

const LIST_OPTIONS = {
  bodyType: BODY_TYPE_OPTIONS,
  ethnicity: ETHNICITY_OPTIONS,
  hair: HAIR_OPTIONS,
  relationshipStatus: RELATIONSHIP_OPTIONS,
  eyes: EYE_OPTIONS,
  gender: GENDER_OPTIONS,
} as const;

const SEARCH_KEYS = ['sortBy', 'limit', 'page', ...Object.keys(LIST_OPTIONS), 'ageMin', 'ageMax', 'heightMin', 'heightMax'];

/**
 * The search the address asks for, or null when it asks for none (plain `/profiles`): then the
 * member's own preferences apply. Any search key makes the address explicit, so it wins.
 */
export function readSearch(params: URLSearchParams): ProfileSearch | null {
  if (!SEARCH_KEYS.some((key) => params.has(key))) return null;
  const filters: ProfileFilters = { ...EMPTY_FILTERS };
  for (const [key, options] of Object.entries(LIST_OPTIONS) as [keyof typeof LIST_OPTIONS, readonly string[]][]) {
    const chosen = (params.get(key) ?? '').split(',').filter((value) => options.includes(value));
    (filters[key] as string[]) = [...new Set(chosen)];
  }
  const age = readRange(params, 'ageMin', 'ageMax', AGE_BOUNDS);
  if (age) filters.age = age;
  const height = readRange(params, 'heightMin', 'heightMax', HEIGHT_BOUNDS_CM);
  if (height) filters.height = height;

  const sortBy = SORT_OPTIONS.find((option) => option === params.get('sortBy')) ?? DEFAULT_SORTING.sortBy;
  const limit = PAGE_SIZE_OPTIONS.find((size) => String(size) === params.get('limit')) ?? DEFAULT_SORTING.limit;
  return { filters, sorting: { sortBy, limit, page: readPositiveInteger(params.get('page')) ?? PROFILE_FIRST_PAGE } };
}

/** The address of a search: always explicit (sort, page size and page included). */
export function writeSearch({ filters, sorting }: ProfileSearch): URLSearchParams {
  return new URLSearchParams(Object.entries(toSearchParams(filters, sorting)).map(([key, value]) => [key, String(value)]));
}

/** Which list a search shows, whatever page it is on: a kept list is reused while this matches. */
export function searchKey({ filters, sorting }: ProfileSearch): string {
  const params = writeSearch({ filters, sorting: { ...sorting, page: PROFILE_FIRST_PAGE } });
  params.delete('page');
  return params.toString();
}

/** The search a key stands for (a key always holds the sort and page size, so it is explicit). */
export function searchOfKey(key: string): ProfileSearch {
  return readSearch(new URLSearchParams(key)) ?? { filters: EMPTY_FILTERS, sorting: DEFAULT_SORTING };
}

function readPositiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** A range from its two ends; a missing end is the slider's bound, an upside-down range is none. */
function readRange(params: URLSearchParams, minKey: string, maxKey: string, bounds: { min: number; max: number }) {
  const min = readPositiveInteger(params.get(minKey));
  const max = readPositiveInteger(params.get(maxKey));
  if (min === undefined && max === undefined) return undefined;
  const range = { min: Math.max(bounds.min, min ?? bounds.min), max: Math.min(bounds.max, max ?? bounds.max) };
  return range.min <= range.max ? range : undefined;
}

/** Whether two sets of filters narrow the list the same way. */
export function sameFilters(a: ProfileFilters, b: ProfileFilters): boolean {
  return searchKeyOfFilters(a) === searchKeyOfFilters(b);
}
