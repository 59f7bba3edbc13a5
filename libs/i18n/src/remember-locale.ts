import { LOCALE_STORAGE_KEY, type Locale } from './core/locales';

/**
 * Keeps a person's choice of language for their next visit: in this browser's
 * storage, and in a cookie so the server can send them to their language's
 * pages before any script runs. A browser that refuses storage still switches.
 */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage refused (private mode, quota): the cookie still carries the choice
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}
