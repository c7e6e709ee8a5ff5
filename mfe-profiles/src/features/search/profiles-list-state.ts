// The profiles list state of member spec §3, kept in this remote's atom (in the shell's one
// store) so that going to a profile and back finds the list, its filters and its scroll again.
// It is reset when the member leaves the profiles pages (see profiles-section.tsx) or logs out.
import { atom } from 'jotai';
import { PROFILE_PAGE_SIZE } from '@heartline/contracts';
import type { Profile, ProfileFilters, ProfileSorting } from '@heartline/contracts/schemas';

export interface ProfilesListState {
  profiles: Profile[];
  filters: ProfileFilters;
  sorting: ProfileSorting;
  scrollY: number;
  canLoadMore: boolean;
  total: number;
  /** False until the first page for these filters has arrived (a restored list skips loading). */
  loaded: boolean;
}

export const PROFILE_FIRST_PAGE = 1;

export const EMPTY_FILTERS: ProfileFilters = {
  bodyType: [],
  ethnicity: [],
  hair: [],
  relationshipStatus: [],
  eyes: [],
  gender: [],
};

export function initialListState(): ProfilesListState {
  return {
    profiles: [],
    filters: EMPTY_FILTERS,
    sorting: { sortBy: 'recent-activity', limit: PROFILE_PAGE_SIZE, page: PROFILE_FIRST_PAGE },
    scrollY: 0,
    canLoadMore: false,
    total: 0,
    loaded: false,
  };
}

export const profilesListAtom = atom<ProfilesListState>(initialListState());

/** Write-only: back to the first page of an unfiltered list. */
export const resetProfilesListAtom = atom(null, (_get, set) => set(profilesListAtom, initialListState()));

/** A page arrived: page 1 replaces the list, later pages append to it. */
export function withPage(state: ProfilesListState, page: number, profiles: Profile[], total: number): ProfilesListState {
  const list = page === PROFILE_FIRST_PAGE ? profiles : [...state.profiles, ...profiles];
  return {
    ...state,
    profiles: list,
    total,
    sorting: { ...state.sorting, page },
    canLoadMore: list.length < total && profiles.length > 0,
    loaded: true,
  };
}
