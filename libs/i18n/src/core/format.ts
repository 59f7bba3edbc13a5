import { intlLocales } from './locales';

/**
 * Numbers, currencies, dates and relative times through Intl, in the page's
 * language (Node and Chromium ship rw and sw data; what Intl lacks follows
 * English, never the runtime's default: `intlLocales`). Formatters are made
 * once per language and options: making one costs far more than using it.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocales(locale), options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memo(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocales(locale), options));
}

export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): Intl.RelativeTimeFormat {
  return memo(`r|${locale}|${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(intlLocales(locale), options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = { type: 'conjunction' }): Intl.ListFormat {
  return memo(`l|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(intlLocales(locale), options));
}
