import { z } from '../../platform/entities/zod';
import { profileSchema } from './profile';
import { profileFiltersSchema, profileSortingSchema } from './profile-filters';

/**
 * A card of a list (GET /profiles, the landing strip): what a card draws and nothing else (issue
 * 25). The name, age, city and line about the person; the tags and the dates the new and online
 * marks are read from; the first photo in the card's sizes (CARD_IMAGE_SIZES). The profile's facts
 * and gallery are the profile page's (GET /profile/{id}).
 */
export const profileListCardSchema = profileSchema.pick({
  _id: true,
  username: true,
  age: true,
  createDate: true,
  activityDate: true,
  tags: true,
  images: true,
  city: true,
  bio: true,
});
export type ProfileListCard = z.infer<typeof profileListCardSchema>;

/**
 * A page of GET /profiles: `total` is how many profiles match the filters, exact up to 10,000 and
 * the database's estimate beyond (never below what was paged through; the last page's is exact);
 * `page` and `limit` echo the request.
 */
export const profilesPageSchema = z.object({
  profiles: z.array(profileListCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type ProfilesPage = z.infer<typeof profilesPageSchema>;

/** The profiles list state (member spec §3): kept so returning to the list restores it. */
export const profilesListStateSchema = z.object({
  profiles: z.array(profileListCardSchema).default([]),
  filters: profileFiltersSchema.prefault({}),
  sorting: profileSortingSchema.prefault({}),
  scrollY: z.number().nonnegative().default(0),
  canLoadMore: z.boolean().default(true),
  total: z.number().int().nonnegative().default(0),
});
export type ProfilesListState = z.infer<typeof profilesListStateSchema>;
