import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Public pages are shown from their prerendered HTML and the app attaches to
 * each part once it has started and that part's code has arrived. This waits
 * until React has attached to the element (React DOM keeps its props on the
 * element under a `__reactProps$…` key), the same check the page's own
 * start-up code uses before it replays early presses.
 */
export async function expectAttachedByApp(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Public pages start the app on the visitor's first sign of intent: a pointer
 * move gives one, and this waits until the app has started (pages that start
 * at once have started already).
 */
export async function startAppByIntent(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true', { timeout: 15_000 });
}
