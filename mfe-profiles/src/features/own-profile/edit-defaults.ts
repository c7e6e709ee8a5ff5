// The edit form's starting values from the member's record (member spec §3 profile edit fields).
import { ageFromBirthday, suggestAgeRange } from '@heartline/contracts/rules';
import type { User } from '@heartline/contracts';
import type { ProfileFormInput } from '@heartline/contracts/schemas';

/** When nothing else is known, every adult age. */
export const ANY_AGE = { min: 18, max: 100 } as const;

/** YYYY-MM-DD of a stored birthday (its calendar date as written). */
export function toDateInput(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** The looking-for age range to offer for a birthday: max(18, age − 10) to min(100, age + 5). */
export function suggestedAgeRange(birthday: string | null | undefined, now: number): { min: number; max: number } | undefined {
  const age = ageFromBirthday(birthday, now);
  return age === undefined || age < ANY_AGE.min ? undefined : suggestAgeRange(age);
}

export function joinLocation(city: string | undefined, state: string | undefined): string {
  return [city, state].filter((part) => part && part.trim() !== '').join(', ');
}

/** The form's values; the gender may be unset until the member chooses one. */
export type EditDefaults = Omit<ProfileFormInput, 'gender'> & { gender?: ProfileFormInput['gender'] };

export function editDefaults(user: User, defaultCountry: string, now: number): EditDefaults {
  const profile = user.profile;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    gender: profile.gender ?? undefined,
    // A stored birthday is never sent again: it cannot change (member spec §5).
    birthday: undefined,
    location: joinLocation(profile.city, profile.state),
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip: profile.zip ?? '',
    country: profile.country || defaultCountry,
    lookingForAge: profile.lookingFor?.age ?? suggestedAgeRange(profile.birthday, now) ?? { ...ANY_AGE },
    lookingForGender: profile.lookingFor?.gender ?? null,
    keepLocationPrivate: profile.settings.keepLocationPrivate,
    showOnline: profile.settings.showOnline,
    aboutMe: profile.aboutMe ?? '',
    lookingForTags: profile.lookingFor?.tags ?? [],
    email: user.email,
    password: '',
    notifyByEmail: profile.settings.notifyByEmail,
  };
}
