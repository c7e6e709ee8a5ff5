import { z } from '../../platform/entities/zod';
import { INTEREST_KINDS, PROFILE_PAGE_SIZE } from '../constants';
import { dateSchema } from '../../platform/entities/common';
import { profileSchema } from './profile';
import { PROFILE_MAX_PAGE_SIZE, pageParam } from './profile-filters';

/** One of the interest lists (INTEREST_KINDS, member spec §2 /interests). */
export const interestKindSchema = z.enum(INTEREST_KINDS);
export type InterestKind = z.infer<typeof interestKindSchema>;

export const interestsParamsSchema = z.object({ kind: interestKindSchema });

/** GET /interests/{kind} and GET /favorites query. */
export const interestsQuerySchema = z.object({
  page: pageParam,
  limit: z.coerce.number().int().min(1).max(PROFILE_MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
});
export type InterestsQuery = z.infer<typeof interestsQuerySchema>;

/** One relation: the profile card and when the relation was made (latest view, favourite, like). */
export const interestSchema = z.object({ profile: profileSchema, date: dateSchema });
export type Interest = z.infer<typeof interestSchema>;

/** A page of one interest list, newest relation first. */
export const interestsPageSchema = z.object({
  kind: interestKindSchema,
  items: z.array(interestSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type InterestsPage = z.infer<typeof interestsPageSchema>;
