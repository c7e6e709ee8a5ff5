// Profile card flags and the age helpers of member spec §9 (a person's age from a birthday is
// platform's ageFromBirthday, rules/age.ts).
import { MAXIMUM_AGE, MINIMUM_AGE } from '../../platform/constants';
import { PROFILE_NEW_WITHIN_MS, PROFILE_ONLINE_WITHIN_MS } from '../constants';
import { toTimestamp, type Instant } from '../../platform/rules/time';

export interface AgeRange {
  min: number;
  max: number;
}

/** A profile is new for 14 days after it was created (boundary included). */
export function isNewProfile(createDate: Instant | null | undefined, now: Instant): boolean {
  return isWithin(createDate, now, PROFILE_NEW_WITHIN_MS);
}

/** A profile is online for 1 hour after its last activity (boundary included). */
export function isOnline(activityDate: Instant | null | undefined, now: Instant): boolean {
  return isWithin(activityDate, now, PROFILE_ONLINE_WITHIN_MS);
}

/** The looking-for age range offered to a member of `age`: max(18, age − 10) to min(100, age + 5). */
export function suggestAgeRange(age: number): AgeRange {
  return { min: Math.max(MINIMUM_AGE, age - 10), max: Math.min(MAXIMUM_AGE, age + 5) };
}

// A date slightly in the future (clock skew between server and browser) still counts as recent.
function isWithin(date: Instant | null | undefined, now: Instant, windowMs: number): boolean {
  const then = toTimestamp(date);
  const current = toTimestamp(now);
  if (then === undefined || current === undefined) return false;
  return current - then <= windowMs;
}
