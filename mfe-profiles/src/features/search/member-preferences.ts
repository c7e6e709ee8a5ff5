// The member's own looking-for (gender and age range, from their profile) as the search a plain
// /profiles starts with: a man looking for women aged 25–40 is shown women aged 25–40.
import type { User } from '@heartline/contracts';
import type { Gender, GenderFilter, ProfileFilters } from '@heartline/contracts/schemas';
import { AGE_BOUNDS } from './filter-options';
import { EMPTY_FILTERS } from './profiles-list-state';

/** The profile says whom the member looks for in the singular; the filter speaks of groups. */
const GENDER_FILTER_OF: Record<Gender, GenderFilter> = { woman: 'women', man: 'men' };

export function preferredFilters(user: User | null): ProfileFilters {
  const lookingFor = user?.profile.lookingFor;
  const filters: ProfileFilters = { ...EMPTY_FILTERS, gender: lookingFor?.gender ? [GENDER_FILTER_OF[lookingFor.gender]] : [] };
  const age = lookingFor?.age;
  if (age) {
    const range = { min: Math.max(AGE_BOUNDS.min, age.min), max: Math.min(AGE_BOUNDS.max, age.max) };
    if (range.min <= range.max) filters.age = range;
  }
  return filters;
}
