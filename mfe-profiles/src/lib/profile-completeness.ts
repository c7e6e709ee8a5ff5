// What a complete own profile has, for the complete_profile promotion (member spec §2 popups):
// the popups offer completion while something is missing and congratulate once nothing is.
import type { User } from '@heartline/contracts';

export const COMPLETION_FIELDS = [
  'firstName',
  'lastName',
  'gender',
  'birthday',
  'location',
  'aboutMe',
  'lookingForTags',
  'avatar',
] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];

export function missingProfileFields(user: User): CompletionField[] {
  const profile = user.profile;
  const filled: Record<CompletionField, boolean> = {
    firstName: user.firstName.trim() !== '',
    lastName: user.lastName.trim() !== '',
    gender: Boolean(profile.gender),
    birthday: Boolean(profile.birthday),
    location: Boolean(profile.city?.trim()),
    aboutMe: Boolean(profile.aboutMe?.trim()),
    lookingForTags: (profile.lookingFor?.tags ?? []).some((tag) => tag.trim() !== ''),
    avatar: user.images.some((image) => image.type === 'avatar'),
  };
  return COMPLETION_FIELDS.filter((field) => !filled[field]);
}

/** The promotion is on offer while the flag is set. */
export function completionPromotionActive(user: User): boolean {
  return user.promotions.complete_profile === true;
}

/** After a save: the member just completed a profile the promotion was offered for. */
export function justCompleted(before: User, after: User): boolean {
  return completionPromotionActive(before) && missingProfileFields(before).length > 0 && missingProfileFields(after).length === 0;
}
