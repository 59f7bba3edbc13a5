import type { Page } from '@playwright/test';

/**
 * A pseudo-locale over the built product: every translation a page loads for
 * `locale` (its catalog chunks, `assets/<locale>-<hash>.js`) is shown inside
 * ⟦…⟧. Text that reaches the page any other way (English from code, a
 * server's sentence, a message no catalog holds) shows without brackets.
 * Pages are prerendered in the language without brackets, so checks look at
 * what appears after an action (`newUntranslatedTexts`).
 */
export async function bracketCatalogs(page: Page, locale: 'fr' | 'rw' | 'sw'): Promise<void> {
  await page.route(new RegExp(`/assets/${locale}-[\\w-]+\\.js$`), async (route) => {
    const response = await route.fetch();
    const source = await response.text();
    const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as { default: Record<string, unknown> };
    const bracketed = Object.fromEntries(
      Object.entries(module.default).map(([id, message]) => [
        id,
        // A compiled message is a text, or a list of texts and placeholders.
        typeof message === 'string' ? `⟦${message}⟧` : Array.isArray(message) ? ['⟦', ...message, '⟧'] : message,
      ]),
    );
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({ status: response.status(), headers, body: `export default ${JSON.stringify(bracketed)};` });
  });
}

export interface ShownText {
  text: string;
  /** The text of the block it belongs to (a message split by its tags is one block). */
  block: string;
}

/** Every visible text of the page (toasts and dialogs included), with its block. */
export async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const blocks = 'p, h1, h2, h3, h4, h5, h6, label, button, a, li, dt, dd, td, th, span, div, blockquote, option';
    const found: Array<{ text: string; block: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, svg, template, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      found.push({ text, block: parent.closest(blocks)?.textContent ?? text });
    }
    return found;
  });
}

/**
 * Texts shown now that were not shown before, outside any ⟦…⟧: strings that
 * escaped translation. `isExempt` allows what a translator does not own
 * (what the person typed, brand facts, marks).
 */
export function newUntranslatedTexts(before: readonly ShownText[], after: readonly ShownText[], isExempt: (text: string) => boolean = () => false): string[] {
  const seen = new Set(before.map((shown) => shown.text));
  return after
    .filter(({ text, block }) => !seen.has(text) && !/⟦[\s\S]*⟧/.test(block) && !/^[\s\d.,:;|…()\-–—/*+!?%]*$/.test(text) && !isExempt(text))
    .map(({ text }) => text);
}
