// The words the profiles, matching, interests, own-profile and upload endpoints answer with
// (member spec §5 and §8 where the spec gives them). The API and mfe-profiles share these.
export const PROFILES_MESSAGES = {
  profileNotFound: 'Profile not found',
  imageNotFound: 'Image not found',
  /** 403 for a non-premium member favouriting (member spec §4 gating prompts). */
  favouritesNeedPremium: 'Favourites are for VIP members: upgrade to keep profiles you like.',
  noLikesLeft: 'You have no likes left',
  alreadySwiped: 'You have already swiped this profile',
  nothingToUndo: 'There is nothing to undo',
  birthdayLocked: 'Birth date cannot be changed',
  emailInUse: 'email already in use',
  noStateForZip: 'No state found for this ZIP code',
  unknownCountry: 'No location data for this country',
  tooManyFiles: 'You can upload at most 5 photos at once',
  tooManyAvatars: 'You can upload only 1 avatar',
  noFiles: 'Please choose a photo to upload',
  landingNeedsBrand: 'Unknown brand for this page',
} as const;

/** The codes these answers carry: the contracts' one list (error-codes.ts). */
export { ERROR_CODES as PROFILES_ERROR_CODES } from '../error-codes';
