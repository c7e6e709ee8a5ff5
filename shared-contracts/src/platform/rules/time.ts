// How the rules read points in time. Calendar rules (age, card expiry) work on UTC dates so a
// browser form and the API give the same answer for the same instant.

/** A point in time as the rules accept it: a Date, a millisecond timestamp or an ISO string. */
export type Instant = Date | number | string;

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const LEADING_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|T| )/;

/** Milliseconds since the epoch, or undefined when the value is missing or not a date. */
export function toTimestamp(value: Instant | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar date of an instant in UTC. A string that starts with YYYY-MM-DD is read as that
 * date as written (a birthday typed as 2006-06-15 is the 15th whatever the time zone).
 */
export function toCalendarDate(value: Instant | null | undefined): CalendarDate | undefined {
  if (typeof value === 'string') {
    const match = LEADING_DATE.exec(value.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      return isRealCalendarDate(year, month, day) ? { year, month, day } : undefined;
    }
  }
  const ms = toTimestamp(value);
  if (ms === undefined) return undefined;
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
