// The columns of a profile card: everything but the interests (the about text gives the card its
// line, cardBio). Shared by the profile search, the interest lists and the match game.
import { profiles } from '../db/schema';

export const profileCardColumns = {
  id: profiles.id,
  brandId: profiles.brandId,
  username: profiles.username,
  gender: profiles.gender,
  birthday: profiles.birthday,
  bodyType: profiles.bodyType,
  ethnicity: profiles.ethnicity,
  hair: profiles.hair,
  relationshipStatus: profiles.relationshipStatus,
  eyes: profiles.eyes,
  heightCm: profiles.heightCm,
  city: profiles.city,
  about: profiles.about,
  country: profiles.country,
  featured: profiles.featured,
  premium: profiles.premium,
  createdAt: profiles.createdAt,
  activityAt: profiles.activityAt,
};

/**
 * The columns of a list card (GET /profiles): what a card draws, the flags and dates its marks are
 * read from, and the about text for its line. The search and the landing strip read these only.
 */
export const listCardColumns = {
  id: profiles.id,
  username: profiles.username,
  birthday: profiles.birthday,
  city: profiles.city,
  about: profiles.about,
  featured: profiles.featured,
  premium: profiles.premium,
  createdAt: profiles.createdAt,
  activityAt: profiles.activityAt,
};

/**
 * The columns of a conversation's profile (its row in the lists, the chat's header, the console):
 * its name, age and last activity, and its brand, which the staff's scope is checked against.
 */
export const profileSummaryColumns = {
  id: profiles.id,
  brandId: profiles.brandId,
  username: profiles.username,
  birthday: profiles.birthday,
  activityAt: profiles.activityAt,
};
