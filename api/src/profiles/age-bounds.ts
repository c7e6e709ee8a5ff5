// The age filter as birthday bounds, on the UTC calendar like ageFromBirthday: a member is at
// least A years old on `now` when born on or before the same month and day A years earlier
// (a 29 February that does not exist that year counts as 28 February).

function isoDate(year: number, month: number, day: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const clamped = Math.min(day, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

/** The latest birthday of someone at least `age` years old on `now` (born on or before it). */
export function latestBirthdayForAge(age: number, now: Date): string {
  return isoDate(now.getUTCFullYear() - age, now.getUTCMonth() + 1, now.getUTCDate());
}
