// The list's filters and sorting as GET /profiles query parameters, in the shape of the
// contracts' `profileSearchQuerySchema`: lists comma-separated, ranges as min/max numbers.
import type { ProfileFilters, ProfileSorting } from '@heartline/contracts/schemas';
import { AGE_BOUNDS, HEIGHT_BOUNDS_CM } from './filter-options';

export type ProfileSearchParams = Record<string, string | number | undefined>;

const LIST_FILTERS = ['bodyType', 'ethnicity', 'hair', 'relationshipStatus', 'eyes', 'gender'] as const;

export function toSearchParams(filters: ProfileFilters, sorting: ProfileSorting): ProfileSearchParams {
  const params: ProfileSearchParams = { page: sorting.page, limit: sorting.limit, sortBy: sorting.sortBy };
  for (const key of LIST_FILTERS) {
    const values = filters[key];
    if (values.length > 0) params[key] = values.join(',');
  }
  if (filters.age && !spansBounds(filters.age, AGE_BOUNDS)) {
    params.ageMin = filters.age.min;
    params.ageMax = filters.age.max;
  }
  if (filters.height && !spansBounds(filters.height, HEIGHT_BOUNDS_CM)) {
    params.heightMin = Math.round(filters.height.min);
    params.heightMax = Math.round(filters.height.max);
  }
  return params;
}

/** A range at both ends of its slider means "any". */
function spansBounds(range: { min: number; max: number }, bounds: { min: number; max: number }): boolean {
  return range.min <= bounds.min && range.max >= bounds.max;
}

/** How many filters narrow the list (shown on the filters toggle). */
export function activeFilterCount(filters: ProfileFilters): number {
  const lists = LIST_FILTERS.filter((key) => filters[key].length > 0).length;
  const age = filters.age && !spansBounds(filters.age, AGE_BOUNDS) ? 1 : 0;
  const height = filters.height && !spansBounds(filters.height, HEIGHT_BOUNDS_CM) ? 1 : 0;
  return lists + age + height;
}

/** One string per way of narrowing the list (equal filters give equal strings). */
export function searchKeyOfFilters(filters: ProfileFilters): string {
  return JSON.stringify(toSearchParams(filters, { sortBy: 'recent-activity', limit: 1, page: 1 }));
}
