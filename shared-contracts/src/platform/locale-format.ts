// The one place dates, times and numbers are written for people (issue 28 item 9): each brand has a
// locale (its record's `locale`, e.g. en-IE or en-US) and every page formats with it, never with the
// browser's language or a hard-coded 'en-US'. Intl's formatters are costly to build, so each one is
// built once per locale and options and kept. Zod-free: the core entry offers it.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function memoised<F, O>(cache: Map<string, F>, locale: string, options: O, build: (locale: string, options: O) => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memoised(dateTimeFormats, locale, options, (tag, opts) => new Intl.DateTimeFormat(tag, opts));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memoised(numberFormats, locale, options, (tag, opts) => new Intl.NumberFormat(tag, opts));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat {
  return memoised(relativeTimeFormats, locale, options, (tag, opts) => new Intl.RelativeTimeFormat(tag, opts));
}

type Instant = Date | number | string;
const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** How long a date is written: short 28/11/2026, medium 28 Nov 2026, long 28 November 2026, full with the weekday. */
export type DateLength = 'short' | 'medium' | 'long' | 'full';

/** An instant's date in the reader's time zone: '28 Nov 2026' (en-IE), 'Nov 28, 2026' (en-US). */
export function formatDate(value: Instant, locale: string, length: DateLength = 'medium'): string {
  return dateTimeFormat(locale, { dateStyle: length }).format(toDate(value));
}

/** An instant's time of day: '17:14' (en-IE), '5:14 PM' (en-US). */
export function formatTime(value: Instant, locale: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short' }).format(toDate(value));
}

/** Date and time: '28 Nov 2026, 17:14' (en-IE, medium), '11/28/26, 5:14 PM' (en-US, short). */
export function formatDateTime(value: Instant, locale: string, length: 'short' | 'medium' = 'medium'): string {
  return dateTimeFormat(locale, { dateStyle: length, timeStyle: 'short' }).format(toDate(value));
}

/**
 * A calendar date as written, `YYYY-MM-DD` (a birth date): the same day wherever the reader is,
 * so it is read and written in UTC. '15 June 1990' (en-IE, long), 'June 15, 1990' (en-US).
 */
export function formatCalendarDate(isoDate: string, locale: string, length: DateLength = 'long'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(locale, { dateStyle: length, timeZone: 'UTC' }).format(date);
}

/** A count or amount: '1,234' (en-IE and en-US), '1.234' (de-DE). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** How long ago (or until) an instant, from `now`: '5 minutes ago', 'yesterday', 'in 2 days'. */
export function formatRelative(value: Instant, now: number, locale: string): string {
  let amount = (toDate(value).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(value, locale);
}

/** The parts of a calendar date in the order the locale writes them. */
export type DatePart = 'day' | 'month' | 'year';

/** The order a locale writes a date's parts in: day, month, year for en-IE; month, day, year for en-US. */
export function datePartOrder(locale: string): DatePart[] {
  return dateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
}

/** How the locale writes a date's numbers: 'dd/mm/yyyy' (en-IE), 'mm/dd/yyyy' (en-US). */
export function datePattern(locale: string): string {
  const letters: Record<DatePart, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
  const parts = dateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(2000, 10, 22)),
  );
  return parts.map((part) => (part.type === 'literal' ? part.value : (letters[part.type as DatePart] ?? ''))).join('');
}
