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
