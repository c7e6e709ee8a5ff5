// The filter vocabularies of member spec §3, without zod: the list page must not load the
// schemas entry. `ExactList` makes the compiler check each list against the contracts' type,
// so a value added there fails the build here until the picker offers it.
import type {
  BodyType,
  Ethnicity,
  EyeColour,
  GenderFilter,
  HairColour,
  ProfileSort,
  RelationshipStatus,
} from '@heartline/contracts/schemas';
import { MINIMUM_AGE, PROFILE_PAGE_SIZE } from '@heartline/contracts';

type ExactList<T extends string, L extends readonly T[]> = [Exclude<T, L[number]>] extends [never] ? L : never;

const exact =
  <T extends string>() =>
  <const L extends readonly T[]>(list: ExactList<T, L>): L =>
    list;

export const BODY_TYPE_OPTIONS = exact<BodyType>()(['fit', 'average', 'curvy']);
export const ETHNICITY_OPTIONS = exact<Ethnicity>()(['asian', 'black', 'hispanic', 'middle-eastern', 'white', 'other']);
export const HAIR_OPTIONS = exact<HairColour>()(['black', 'brown', 'blond', 'red', 'gray', 'other']);
export const RELATIONSHIP_OPTIONS = exact<RelationshipStatus>()([
  'married',
  'single',
  'divorced',
  'in-relationship',
  'complicated',
  'separated',
  'widowed',
  'open-relationship',
]);
export const EYE_OPTIONS = exact<EyeColour>()(['amber', 'blue', 'brown', 'gray', 'green', 'hazel']);
export const GENDER_OPTIONS = exact<GenderFilter>()(['women', 'men']);
export const SORT_OPTIONS = exact<ProfileSort>()(['recent-activity', 'age-asc', 'age-desc', 'username-asc', 'username-desc']);

/** Spec §9: 36 per page; the other sizes are ours (spec: "page-size option values: not shown"). */
export const PAGE_SIZE_OPTIONS = [12, 24, PROFILE_PAGE_SIZE, 48, 72] as const;

/** The slider bounds; a range left at both bounds does not filter. */
export const AGE_BOUNDS = { min: MINIMUM_AGE, max: 100 } as const;
export const HEIGHT_BOUNDS_CM = { min: 140, max: 210 } as const;
