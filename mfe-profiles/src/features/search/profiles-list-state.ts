// The profiles list of member spec §3. Its pages are react-query's (use-profiles-list.ts): one
// infinite query per search, kept while the member goes to a profile and back, forgotten when
// they leave the profiles pages (profiles-section.tsx). What is kept here is where the list was
// scrolled, in this remote's atom (in the shell's one store), for the search it was scrolled in.
import { atom } from 'jotai';
import type { ProfileFilters, ProfileListCard } from '@heartline/contracts/schemas';

export const PROFILE_FIRST_PAGE = 1;

export const EMPTY_FILTERS: ProfileFilters = {
  bodyType: [],
  ethnicity: [],
  hair: [],
  relationshipStatus: [],
  eyes: [],
  gender: [],
};

/** Pages `first` to `last` of a search: several at once on arrival (a shared ?page=3), then one per "load more". */
export interface PageRange {
  first: number;
  last: number;
}

/** What one fetch of a page range brought. */
export interface PagesAnswer {
  profiles: ProfileListCard[];
  total: number;
  /** The last page it holds, and how many cards that page had (none: the list has ended). */
  last: number;
  lastCount: number;
}

export interface ProfilesList {
  profiles: ProfileListCard[];
  total: number;
  /** The list holds pages 1 to `page`. */
  page: number;
  canLoadMore: boolean;
}

/** The list the answers so far make, in page order. */
export function listOf(answers: readonly PagesAnswer[]): ProfilesList {
  const profiles = answers.flatMap((answer) => answer.profiles);
  const last = answers.at(-1);
  const total = last?.total ?? 0;
  return {
    profiles,
    total,
    page: last?.last ?? PROFILE_FIRST_PAGE,
    canLoadMore: last !== undefined && profiles.length < total && last.lastCount > 0,
  };
}

/** The page "load more" asks for, or none when the list is complete. */
export function nextPages(answers: readonly PagesAnswer[]): PageRange | undefined {
  const list = listOf(answers);
  return list.canLoadMore ? { first: list.page + 1, last: list.page + 1 } : undefined;
}

/** The card the member opened, and how far from the window's top it was then (CSS pixels). */
export interface ListAnchor {
  id: string;
  top: number;
}

export interface ListScroll {
  /** The search (searchKey) the list was scrolled in; null before any. */
  key: string | null;
  scrollY: number;
  /**
   * The card opened: back on the list, it is put where it was. The window's scrollY alone is not
   * enough: on the first visit the cards off screen hold an estimated height (content-visibility),
   * while the kept list is drawn whole, so the same scrollY can show other cards.
   */
  anchor?: ListAnchor;
}

export const NO_LIST_SCROLL: ListScroll = { key: null, scrollY: 0 };

export const listScrollAtom = atom<ListScroll>(NO_LIST_SCROLL);
