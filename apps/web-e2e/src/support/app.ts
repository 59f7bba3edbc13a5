import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Public pages are shown from their prerendered HTML; the app starts as soon
 * as the page has loaded and attaches to each part it hydrates. This waits
 * until React has attached to the element (React DOM keeps its props on the
 * element under a `__reactProps$…` key), the same check the page's own
 * start-up code uses before it gives early presses to the app.
 */
export async function expectAttachedByApp(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Waits until the app has started on the page (it starts by itself once the page has loaded). */
export async function waitForAppStart(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true', { timeout: 15_000 });
}
