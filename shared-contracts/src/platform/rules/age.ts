// A person's age on a date (member spec §5 and §9): the sign-up and own-profile birth date rules,
// the profile cards' ages. Apart from time.ts, which every first visit loads for the session.
import { toCalendarDate, type Instant } from './time';

/** Whole years between a birthday and `now` (UTC dates); undefined when missing, malformed or in the future. */
export function ageFromBirthday(birthday: Instant | null | undefined, now: Instant): number | undefined {
  const born = toCalendarDate(birthday);
  const today = toCalendarDate(now);
  if (!born || !today) return undefined;
  const hadBirthdayThisYear = today.month > born.month || (today.month === born.month && today.day >= born.day);
  const age = today.year - born.year - (hadBirthdayThisYear ? 0 : 1);
  return age < 0 ? undefined : age;
}
