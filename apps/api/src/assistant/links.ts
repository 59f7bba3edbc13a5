import { isSafeHref } from '@intambwe/contract';
import { DEFAULT_LOCALE, localizePath, type Locale } from '@intambwe/i18n/locales';

/**
 * A language model's text is not ours: before it is sent, a Markdown link
 * whose target is not safe (the contract's isSafeHref) keeps only its label.
 */
const MARKDOWN_LINK = /\[([^\]\n]{1,200})\]\(([^)\n]{0,2000})\)/g;
const LINK_TARGET = /\]\(([^)\n]{0,2000})\)/g;

/**
 * The text with every unsafe Markdown link replaced by its label, again and
 * again until nothing changes: a link nested in another's label
 * (`[[x](javascript:y)](/\\evil.example)`) leaves a new link behind once the
 * inner one is gone, and that one is checked too. Each pass shortens the text,
 * so this ends.
 */
export function withSafeLinks(text: string): string {
  let current = text;
  for (;;) {
    let next = current.replace(MARKDOWN_LINK, (whole, label: string, href: string) => (isSafeHref(href) ? whole : label));
    // Last, a target whose label holds brackets (`[[a](/x)](/\\evil)`): not a link to us, but another reader may see one.
    if (next === current) next = current.replace(LINK_TARGET, (whole, href: string) => (isSafeHref(href) ? whole : ']'));
    if (next === current) return current;
    current = next;
  }
}

/** Only sources whose address is safe (the contract's isSafeHref) are sent. */
export function safeSources<T extends { href: string }>(sources: readonly T[]): T[] {
  return sources.filter((source) => isSafeHref(source.href));
}

/**
 * The pages of the front door that exist in every language (`/fr/register`...):
 * the landing page, the account screens and the pages behind the footer links,
 * as apps/web places them (its LOCALIZED_PATHS). Any other path stays English.
 */
const PAGES_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/select-role',
  '/dashboard',
  '/terms',
  '/privacy',
  '/cookies',
  '/accessibility',
  '/security',
  '/about',
  '/support',
  '/contact',
]);

/** Where a same-site link of an answer goes in `locale` (`/register` -> `/fr/register`, `/#about` -> `/fr/#about`). */
export function hrefIn(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '/', rest = ''] = href.split(/(?=[?#])/, 2);
  return PAGES_IN_EVERY_LANGUAGE.has(path) ? `${localizePath(path, locale)}${rest}` : href;
}

/** The same-site Markdown links of a text, in `locale`. */
export function linksIn(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  return text.replace(MARKDOWN_LINK, (whole, label: string, href: string) => `[${label}](${hrefIn(href, locale)})`);
}
