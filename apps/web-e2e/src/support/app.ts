import { expect, type Locator } from '@playwright/test';

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
