// The words the profiles, matching, interests and own-profile endpoints answer with (member spec
// §5 and §8 where the spec gives them). The API and mfe-profiles share these.
export const PROFILES_MESSAGES = {
  tagsRequired: 'Information is required, please fill in some tags',
  /** An age range whose youngest age is above its oldest (the filters, the looking-for range). */
  ageRangeOrder: 'The youngest age must not be above the oldest.',
  heightRangeOrder: 'The shortest height must not be above the tallest.',
  profileNotFound: 'Profile not found',
  /** 403 for a non-premium member favouriting (member spec §4 gating prompts). */
  favouritesNeedPremium: 'Favourites are for VIP members: upgrade to keep profiles you like.',
  noLikesLeft: 'You have no likes left',
  alreadySwiped: 'You have already swiped this profile',
  nothingToUndo: 'There is nothing to undo',
  birthdayLocked: 'Birth date cannot be changed',
  emailInUse: 'email already in use',
  /** PATCH /user/{id} with a location that is not one of the country's cities (GET /locations). */
  unknownCity: 'Please choose your city from the list',
  /** PATCH /user/{id} with the own-profile form but no field in it. */
  nothingToSave: 'There is nothing to save: change a field first.',
  landingNeedsBrand: 'Unknown brand for this page',
} as const;
