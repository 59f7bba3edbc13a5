/**
 * The languages of the front door and how they show in addresses. Pure (no
 * React, no browser API): the server reads it too (Accept-Language on a first
 * visit, emails, the assistant).
 *
 * English lives at today's paths (`/login`); the others under a prefix
 * (`/fr/login`, `/rw/login`, `/sw/login`).
 */
export const LOCALES = ['en', 'fr', 'rw', 'sw'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own words, for the switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  fr: 'Français',
  rw: 'Ikinyarwanda',
  sw: 'Kiswahili',
};

/** Open Graph locales (the region of our audience: Rwanda). */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_RW', fr: 'fr_RW', rw: 'rw_RW', sw: 'sw_RW' };

/** Where a person's choice of language is kept in the browser. */
export const LOCALE_STORAGE_KEY = 'language';

/**
 * The locales to give Intl (plural rules, numbers, dates, lists) for a
 * language: the language, then English. Unicode's CLDR has no plural rules
 * for Kinyarwanda, and Intl falls back to the runtime's default locale for a
 * language it lacks: a French browser counted "umunyeshuri 0" (French says 0
 * is singular). With English named next, a language Intl lacks follows
 * English's rules (0 is plural, as our Kinyarwanda translations expect) on
 * every browser and server.
 */
export function intlLocales(locale: string): string[] {
  return locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language an address is in, and the address without its language prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(fr|rw|sw)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === '' ? '/' : rest };
}

/** The address of `path` (an English path such as /login) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

/**
 * The best of our languages for an Accept-Language header ("rw-RW,rw;q=0.9,en;q=0.8"),
 * or null when it names none of them (the caller falls back to English).
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.language !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranked) {
    if (language === 'kin') return 'rw'; // ISO 639-2 code some systems send
    if (language === 'swa') return 'sw';
    if (language === 'fra' || language === 'fre') return 'fr';
    if (isLocale(language)) return language;
  }
  return null;
}

/** The language a person chose before (the `language` cookie of a request or of this page), or null. */
export function rememberedLocale(cookieHeader: string | null | undefined): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_STORAGE_KEY}=([a-z]{2})(?:;|$)`).exec(cookieHeader ?? '');
  return match && isLocale(match[1]) ? match[1] : null;
}
