// The brand's formatters for a component: every date, time and number on a page follows the locale
// of the brand the page belongs to (brandAtom, set by the shell before any page renders).
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { brandAtom } from './atoms';
import { DEFAULT_LOCALE } from './constants';
import {
  datePartOrder,
  datePattern,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelative,
  formatTime,
  type DateLength,
  type DatePart,
} from './locale-format';

type Instant = Date | number | string;

export interface LocaleFormat {
  /** The brand's locale, e.g. en-IE. */
  locale: string;
  date(value: Instant, length?: DateLength): string;
  time(value: Instant): string;
  dateTime(value: Instant, length?: 'short' | 'medium'): string;
  calendarDate(isoDate: string, length?: DateLength): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  relative(value: Instant, now: number): string;
  datePartOrder(): DatePart[];
  datePattern(): string;
}

export function localeFormatFor(locale: string): LocaleFormat {
  return {
    locale,
    date: (value, length) => formatDate(value, locale, length),
    time: (value) => formatTime(value, locale),
    dateTime: (value, length) => formatDateTime(value, locale, length),
    calendarDate: (isoDate, length) => formatCalendarDate(isoDate, locale, length),
    number: (value, options) => formatNumber(value, locale, options),
    relative: (value, now) => formatRelative(value, now, locale),
    datePartOrder: () => datePartOrder(locale),
    datePattern: () => datePattern(locale),
  };
}

/** The brand's locale (DEFAULT_LOCALE until the brand is known). */
export function useBrandLocale(): string {
  return useAtomValue(brandAtom)?.locale ?? DEFAULT_LOCALE;
}

/** Formatters in the brand's locale: `const format = useLocaleFormat(); format.date(sentAt)`. */
export function useLocaleFormat(): LocaleFormat {
  const locale = useBrandLocale();
  return useMemo(() => localeFormatFor(locale), [locale]);
}
