// The profiles list of member spec §3, kept in this remote's atom (in the shell's one store) so
// that going to a profile and back finds the list and its scroll again. Which filters, sort and
// page size it belongs to is the address's business (search-address.ts); the atom remembers the
// search key it was loaded for, and is reset when the member leaves the profiles pages (see
// profiles-section.tsx) or logs out.
import { atom } from 'jotai';
import type { Profile, ProfileFilters } from '@heartline/contracts/schemas';

export interface ProfilesListState {
  /** The search (searchKey) these profiles answer; null before the first. */
  key: string | null;
  profiles: Profile[];
  /** The list holds pages 1 to `page`. */
  page: number;
  scrollY: number;
  canLoadMore: boolean;
  total: number;
  /** False until the first pages for `key` have arrived. */
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

export function initialListState(key: string | null = null): ProfilesListState {
  return { key, profiles: [], page: PROFILE_FIRST_PAGE, scrollY: 0, canLoadMore: false, total: 0, loaded: false };
}

export const profilesListAtom = atom<ProfilesListState>(initialListState());

/** Write-only: forget the kept list. */
export const resetProfilesListAtom = atom(null, (_get, set) => set(profilesListAtom, initialListState()));

/** A page arrived: page 1 replaces the list, later pages append to it. */
export function withPage(state: ProfilesListState, page: number, profiles: Profile[], total: number): ProfilesListState {
  const list = page === PROFILE_FIRST_PAGE ? profiles : [...state.profiles, ...profiles];
  return {
    ...state,
    profiles: list,
    total,
    page,
    canLoadMore: list.length < total && profiles.length > 0,
    loaded: true,
  };
}
