import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAttachedByApp } from './support/app.js';

/** The testimonials carousel on a controlled clock (page.clock): 5 s per story, held by hover and focus. */
test.use({ serviceWorkers: 'block' });

/** Which story shows ('3 of 6' -> 3). */
async function shownStory(carousel: Locator): Promise<number> {
  const label = await carousel.getByRole('group', { name: / of 6$/ }).getAttribute('aria-label');
  return Number(label?.split(' ')[0]);
}

/**
 * Opens the page with a fake clock, waits until the carousel is live, then stops
 * time. Hovering and leaving restarts the 5-second wait at the stopped time, so
 * what follows does not depend on how long loading took.
 */
async function openCarouselOnStoppedClock(page: Page): Promise<Locator> {
  await page.clock.install({ time: new Date('2026-03-10T08:00:00Z') });
  await page.goto('/');
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(carousel.getByRole('button', { name: /rotation$/ })).toBeVisible();
  // The prerendered carousel is live once the app has started and its section's code has arrived.
  await expectAttachedByApp(carousel.getByRole('button', { name: /rotation$/ }));
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await carousel.getByRole('group', { name: / of 6$/ }).hover();
  await page.mouse.move(0, 0);
  return carousel;
}

test('rotates every 5 seconds and wraps, holds while hovered, and stops on request', async ({ page }) => {
  const carousel = await openCarouselOnStoppedClock(page);
  const first = await shownStory(carousel);
  const next = (story: number) => (story % 6) + 1;

  await page.clock.runFor(4_900);
  expect(await shownStory(carousel)).toBe(first);
  await page.clock.runFor(200);
  await expect(carousel.getByRole('group', { name: `${next(first)} of 6` })).toBeVisible();

  await carousel.getByRole('group', { name: / of 6$/ }).hover();
  await page.clock.runFor(15_000);
  expect(await shownStory(carousel)).toBe(next(first));
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_100);
  await expect(carousel.getByRole('group', { name: `${next(next(first))} of 6` })).toBeVisible();

  await carousel.getByRole('button', { name: 'Pause rotation' }).click();
  await expect(carousel.getByRole('button', { name: 'Play rotation' })).toBeVisible();
  await page.locator('#testimonials-heading').click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(20_000);
  expect(await shownStory(carousel)).toBe(next(next(first)));

  for (let step = 0; step < 6; step += 1) await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await shownStory(carousel)).toBe(next(next(first)));
  await carousel.getByRole('button', { name: /^Aline Uwase/ }).click();
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(carousel.getByRole('group', { name: '6 of 6' })).toBeVisible();
  await carousel.getByRole('button', { name: /^Wanjiru Kamau/ }).click();
  await expect(carousel.getByRole('group', { name: '3 of 6' })).toBeVisible();
});

test('does not rotate on its own for people who prefer reduced motion, until played', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carousel = await openCarouselOnStoppedClock(page);
  await expect(carousel.getByRole('button', { name: 'Play rotation' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Play rotation' }).click();
  await page.locator('#testimonials-heading').click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_100);
  await expect(carousel.getByRole('group', { name: '2 of 6' })).toBeVisible();
});
