import { z } from '../../platform/entities/zod';
import { MAXIMUM_AGE, MAX_PAGE_NUMBER, MINIMUM_AGE } from '../../platform/constants';
import { MAXIMUM_HEIGHT_CM, PROFILE_FIRST_PAGE, PROFILE_PAGE_SIZE } from '../constants';
import { maxItemsMessage, numberRangeMessage } from '../../platform/messages';
import { PROFILES_MESSAGES } from '../messages';
import { checkFields } from '../../platform/entities/rule-check';

// The filter vocabularies of member spec §3, as plain lists for option pickers.
export const BODY_TYPES = ['fit', 'average', 'curvy'] as const;
export const ETHNICITIES = ['asian', 'black', 'hispanic', 'middle-eastern', 'white', 'other'] as const;
export const HAIR_COLOURS = ['black', 'brown', 'blond', 'red', 'gray', 'other'] as const;
export const RELATIONSHIP_STATUSES = [
  'married',
  'single',
  'divorced',
  'in-relationship',
  'complicated',
  'separated',
  'widowed',
  'open-relationship',
] as const;
export const EYE_COLOURS = ['amber', 'blue', 'brown', 'gray', 'green', 'hazel'] as const;
export const GENDER_FILTERS = ['women', 'men'] as const;
export const PROFILE_SORT_OPTIONS = ['recent-activity', 'age-asc', 'age-desc', 'username-asc', 'username-desc'] as const;
/** Largest page the per-page selector may ask for (protects the API). */
export const PROFILE_MAX_PAGE_SIZE = 100;

export const bodyTypeSchema = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof bodyTypeSchema>;
export const ethnicitySchema = z.enum(ETHNICITIES);
export type Ethnicity = z.infer<typeof ethnicitySchema>;
export const hairColourSchema = z.enum(HAIR_COLOURS);
export type HairColour = z.infer<typeof hairColourSchema>;
export const relationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES);
export type RelationshipStatus = z.infer<typeof relationshipStatusSchema>;
export const eyeColourSchema = z.enum(EYE_COLOURS);
export type EyeColour = z.infer<typeof eyeColourSchema>;
export const genderFilterSchema = z.enum(GENDER_FILTERS);
export type GenderFilter = z.infer<typeof genderFilterSchema>;

/** A range's ends in order, else a sentence that says which way they are wrong. */
const orderedRange = (message: string) => (range: { min: number; max: number }) => (range.min <= range.max ? undefined : message);

const AGE_OUT_OF_RANGE = numberRangeMessage('Age', MINIMUM_AGE, MAXIMUM_AGE);
const age = z
  .number({ error: AGE_OUT_OF_RANGE })
  .int(AGE_OUT_OF_RANGE)
  .min(MINIMUM_AGE, AGE_OUT_OF_RANGE)
  .max(MAXIMUM_AGE, AGE_OUT_OF_RANGE);

/** Ages in whole years, 18 to 100: 'Age must be between 18 and 100'. */
export const ageRangeSchema = z
  .object({ min: age, max: age })
  .superRefine(checkFields('max', orderedRange(PROFILES_MESSAGES.ageRangeOrder)));
export type AgeRangeFilter = z.infer<typeof ageRangeSchema>;

/** Heights in centimetres whatever the brand's measurement system (the UI converts for display). */
const HEIGHT_OUT_OF_RANGE = numberRangeMessage('Height', 1, MAXIMUM_HEIGHT_CM);
const height = z.number({ error: HEIGHT_OUT_OF_RANGE }).positive(HEIGHT_OUT_OF_RANGE).max(MAXIMUM_HEIGHT_CM, HEIGHT_OUT_OF_RANGE);
export const heightRangeSchema = z
  .object({ min: height, max: height })
  .superRefine(checkFields('max', orderedRange(PROFILES_MESSAGES.heightRangeOrder)));
export type HeightRangeFilter = z.infer<typeof heightRangeSchema>;

/** A choice of values from a vocabulary: never more of them than it has. */
const choices = <T extends z.ZodEnum>(vocabulary: T) => {
  const size = vocabulary.options.length;
  return z.array(vocabulary).max(size, maxItemsMessage(size, 'choices'));
};

/** Every list filter is "any of these"; an empty list or a missing range does not filter. */
export const profileFiltersSchema = z.object({
  bodyType: choices(bodyTypeSchema).default([]),
  age: ageRangeSchema.optional(),
  ethnicity: choices(ethnicitySchema).default([]),
  hair: choices(hairColourSchema).default([]),
  relationshipStatus: choices(relationshipStatusSchema).default([]),
  eyes: choices(eyeColourSchema).default([]),
  gender: choices(genderFilterSchema).default([]),
  height: heightRangeSchema.optional(),
});
export type ProfileFilters = z.infer<typeof profileFiltersSchema>;

export const profileSortSchema = z.enum(PROFILE_SORT_OPTIONS);
export type ProfileSort = z.infer<typeof profileSortSchema>;

/** The sort option and the page: `limit` is the per-page selector; `sortBy` is member spec §7's name. */
export const profileSortingSchema = z.object({
  sortBy: profileSortSchema.default('recent-activity'),
  limit: z.number().int().min(1).max(PROFILE_MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
  page: z.number().int().min(PROFILE_FIRST_PAGE).max(MAX_PAGE_NUMBER).default(PROFILE_FIRST_PAGE),
});
export type ProfileSorting = z.infer<typeof profileSortingSchema>;

// Query strings carry lists comma-separated (`?hair=black,red`) and numbers as text.
const listParam = <T extends z.ZodEnum>(vocabulary: T) =>
  z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value), choices(vocabulary))
    .default([]);
const numberParam = (max: number) => z.coerce.number().int().min(0).max(max).optional();
/** The search page number, as the query carries it. */
export const pageParam = z.coerce.number().int().min(PROFILE_FIRST_PAGE).max(MAX_PAGE_NUMBER).default(PROFILE_FIRST_PAGE);

/** GET /profiles query (member spec §7: page, limit, sortBy): the filters and sorting flattened into query parameters. */
export const profileSearchQuerySchema = z.object({
  sortBy: profileSortSchema.default('recent-activity'),
  limit: z.coerce.number().int().min(1).max(PROFILE_MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
  page: pageParam,
  bodyType: listParam(bodyTypeSchema),
  ethnicity: listParam(ethnicitySchema),
  hair: listParam(hairColourSchema),
  relationshipStatus: listParam(relationshipStatusSchema),
  eyes: listParam(eyeColourSchema),
  gender: listParam(genderFilterSchema),
  ageMin: numberParam(MAXIMUM_AGE),
  ageMax: numberParam(MAXIMUM_AGE),
  heightMin: numberParam(MAXIMUM_HEIGHT_CM),
  heightMax: numberParam(MAXIMUM_HEIGHT_CM),
});
export type ProfileSearchQuery = z.infer<typeof profileSearchQuerySchema>;
