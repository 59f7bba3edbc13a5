import { setPseudoLocale } from './core/catalogs';
import { localizePath, type Locale } from './core/locales';
import type { PathInLocale } from './react';

/**
 * Test support (`@intambwe/i18n/testing`): proves that no string of a screen
 * escapes translation. Render the screen in the pseudo-locale, where every
 * message shows as ⟦its English⟧; then any visible text or label outside ⟦…⟧
 * was not read from a catalog. Not for pages: for tests of libraries and of
 * the sister platforms that mount them.
 */
export const PSEUDO_LOCALE = 'xx-pseudo';

/** A host that places every path in its language's folder (`/register` -> `/fr/register`), as the web app does its pages. */
export const prefixedPathInLocale: PathInLocale = (path, locale) => localizePath(path, locale as Locale);

/** A pseudo-locale of one's own: every message renders as `transform(English)` (the test hook; pages never register one). */
export { setPseudoLocale };

/** Registers the pseudo-locale (every message as ⟦English⟧) and returns its name, for `I18nProvider locale`. */
export function usePseudoLocale(name: string = PSEUDO_LOCALE): string {
  setPseudoLocale(name, (english) => `⟦${english}⟧`);
  return name;
}

/** Elements a message may be split across by its tags (each piece must lie inside a ⟦…⟧ of the element). */
const TEXT_BLOCKS = 'p, h1, h2, h3, h4, h5, h6, label, button, a, li, dt, dd, td, th, span, div, blockquote';
const LABELS = ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt'] as const;

/**
 * Every visible text and label under `root` (`aria-label`, `aria-roledescription`,
 * `placeholder`, `title`, `alt`) that is not inside ⟦…⟧, except what
 * `isExempt` allows: what a translator does not own (brand facts from the
 * configuration, people's names, data from the server, numbers and marks).
 */
export function untranslatedTexts(root: Element, isExempt: (text: string) => boolean = () => false): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text || /^[\s.,:;|…()\-–—/*+]*$/.test(text) || isExempt(text)) continue;
    const parent = node.parentElement;
    if (parent?.closest('script, style, svg')) continue;
    const whole = parent?.closest(TEXT_BLOCKS)?.textContent ?? text;
    if (!/⟦[\s\S]*⟧/.test(whole)) found.push(text);
  }
  for (const element of root.querySelectorAll(LABELS.map((attribute) => `[${attribute}]`).join(', '))) {
    for (const attribute of LABELS) {
      const value = element.getAttribute(attribute);
      if (value && !value.includes('⟦') && !isExempt(value)) found.push(`${attribute}="${value}"`);
    }
  }
  return found;
}
