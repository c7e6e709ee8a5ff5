// Where "Back to profiles" leads: the list's address with its search (filters, sort, page), so
// the profile page returns to the list the member came from. The list page writes it; leaving
// the profiles pages puts it back to the plain list.
import { atom } from 'jotai';

export const PROFILES_LIST_PATH = '/profiles';

export const profilesListHrefAtom = atom(PROFILES_LIST_PATH);
