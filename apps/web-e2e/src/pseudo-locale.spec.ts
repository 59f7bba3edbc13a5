import { expect, test, type Page } from '@playwright/test';
import { waitForAppStart } from './support/app.js';
import { bracketCatalogs, newUntranslatedTexts, shownTexts } from './support/pseudo-locale.js';
import { uniqueEmail } from './support/sister-platforms.js';

/**
 * The pages' forms in their error and offline states, in a pseudo-locale: every
 * translation the page loads shows inside ⟦…⟧, so a text that appears without
 * brackets came from somewhere else (English in code, the server's sentence,
 * a message in no catalog). The forms are in Swahili; their words come from
 * the catalogs of the page and of the API client's failures.
 */
test.use({ serviceWorkers: 'block' });

const brand = /^Intambwe Careers$/;

/** Does `action`, waits for something new to show, and lists what escaped translation. */
async function escapedAfter(page: Page, action: () => Promise<void>): Promise<string[]> {
  const before = await shownTexts(page);
  const seen = new Set(before.map((shown) => shown.text));
  await action();
  await expect.poll(async () => (await shownTexts(page)).some((shown) => !seen.has(shown.text)), { timeout: 10_000 }).toBe(true);
  return newUntranslatedTexts(before, await shownTexts(page), (text) => brand.test(text));
}

test.beforeEach(async ({ page }) => {
  await bracketCatalogs(page, 'sw');
});

test('sign-in: the rules, a refused sign-in and a dropped connection', async ({ page, context }) => {
  await page.goto('/sw/login');
  await waitForAppStart(page);
  const form = page.locator('form');
  const submit = form.locator('button[type="submit"]');
  expect(await escapedAfter(page, () => submit.click())).toEqual([]);

  await form.locator('input[type="email"]').fill(uniqueEmail('pseudo-login'));
  await form.locator('input[name="password"]').fill('Wrong-password-1');
  expect(await escapedAfter(page, () => submit.click())).toEqual([]);

  await context.setOffline(true);
  expect(await escapedAfter(page, () => submit.click())).toEqual([]);
  await context.setOffline(false);
});

test("registration: the rules, 'Passwords must match' among them", async ({ page }) => {
  await page.goto('/sw/register');
  await waitForAppStart(page);
  const form = page.locator('form');
  await form.locator('input[name="password"]').fill('Kigali2026');
  await form.locator('input[name="confirmPassword"]').fill('Kigali2027');
  expect(await escapedAfter(page, () => form.locator('button[type="submit"]').click())).toEqual([]);
  await expect(form.locator('input[name="confirmPassword"]')).toHaveAttribute('aria-invalid', 'true');
});

test('forgot password: a dropped connection', async ({ page, context }) => {
  await page.goto('/sw/forgot-password');
  await waitForAppStart(page);
  const form = page.locator('form');
  await form.locator('input[type="email"]').fill(uniqueEmail('pseudo-forgot'));
  await context.setOffline(true);
  expect(await escapedAfter(page, () => form.locator('button[type="submit"]').click())).toEqual([]);
  await context.setOffline(false);
});

test('the contact page: the rules, then a dropped connection', async ({ page, context }) => {
  await page.goto('/sw/contact');
  await waitForAppStart(page);
  const form = page.locator('main form');
  const send = form.locator('button[type="submit"]');
  expect(await escapedAfter(page, () => send.click())).toEqual([]);

  await form.locator('input[autocomplete="name"]').fill('Amina Juma');
  await form.locator('input[type="email"]').fill(uniqueEmail('pseudo-contact'));
  await form.locator('textarea').fill('Tungependa kufundisha wauguzi 40 mwaka ujao.');
  await context.setOffline(true);
  expect(await escapedAfter(page, () => send.click())).toEqual([]);
  await context.setOffline(false);
});
