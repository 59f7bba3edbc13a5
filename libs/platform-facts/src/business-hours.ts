import type { Brand } from '@intambwe/contract';
import { dateFormat, messageText } from '@intambwe/i18n/core';
import { factMessages } from './fact-messages';

export interface BusinessHoursLine {
  days: string;
  hours: string;
}

// 2024-01-01 was a Monday: ISO weekday n is January n, 2024 (noon UTC, the same day in every zone).
const weekdayName = (isoDay: number, locale: string) =>
  dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, isoDay, 12));

const timeOfDay = (time: string, locale: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hours, minutes));
};

/**
 * The brand's opening hours in `locale`. English shows them as configured
 * (SPEC §2); another language shows weekday names and times its own way
 * (Intl) when the configuration gives them as data, and the configured text
 * otherwise.
 */
export function businessHoursIn(hours: Brand['businessHours'], locale: string): BusinessHoursLine[] {
  if (locale === 'en') return hours.map(({ days, hours: time }) => ({ days, hours: time }));
  const words = factMessages.hours;
  return hours.map((entry) => {
    if (entry.firstDay === undefined) return { days: entry.days, hours: entry.hours };
    const first = weekdayName(entry.firstDay, locale);
    const days =
      entry.lastDay === undefined || entry.lastDay === entry.firstDay
        ? first
        : messageText(words.dayRange, locale, { first, last: weekdayName(entry.lastDay, locale) });
    const time =
      entry.opens && entry.closes
        ? messageText(words.timeRange, locale, {
            opens: timeOfDay(entry.opens, locale),
            closes: timeOfDay(entry.closes, locale),
            zone: entry.zone ?? '',
          }).trim()
        : messageText(words.closed, locale);
    return { days, hours: time };
  });
}
