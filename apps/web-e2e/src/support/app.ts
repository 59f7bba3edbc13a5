import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Public pages are shown from their prerendered HTML; each interactive part
 * (an island) is hydrated on its own. This waits until the island holding the
 * element has hydrated (`data-island-hydrated` on its `[data-island]`, the
 * mark the page's own early-press holder waits for). An element outside any
 * island works from the HTML and never waits.
 */
export async function expectAttachedByApp(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          let island = element.closest('[data-island]');
          while (island?.parentElement?.closest('[data-island]')) island = island.parentElement.closest('[data-island]');
          return island === null || island.hasAttribute('data-island-hydrated');
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Waits until every island the page hydrates at load has hydrated (`<html data-app-started>`). */
export async function waitForAppStart(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true', { timeout: 15_000 });
}

/** The request pattern of the island runtime (React and the code that hydrates islands): holding it holds every island back. */
export const ISLAND_RUNTIME = /\/assets\/start-page-islands-[^/]*\.js$/;
