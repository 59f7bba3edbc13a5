import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { standInForSisterPlatforms, uniqueEmail, ELEARNING_URL, JOB_PORTAL_URL } from './support/sister-platforms.js';
import { ISLAND_RUNTIME, waitForAppStart } from './support/app.js';

/**
 * A person may press, type or choose before the page's islands have hydrated
 * (a cheap phone on a slow link is still fetching React). Nothing they do may
 * be lost: what works from the HTML (the menu, dialogs, the theme toggle,
 * links) answers at once; a press on an island takes effect once it has
 * hydrated. To press "before", these tests hold React and the island runtime
 * back at the network edge, act on the page as it arrived, then let it through.
 */
test.use({ serviceWorkers: 'block', hasTouch: true });

/**
 * Holds React and the island runtime (or, with `script`, another script) back until
 * `release()` is called. The page's `load` event waits for what it preloads, so pages
 * are opened up to DOMContentLoaded: a person acts on what they see, not on the load event.
 */
async function holdAppStart(page: Page, script: RegExp = ISLAND_RUNTIME) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

async function expectNotStarted(page: Page) {
  expect(await page.locator('html').getAttribute('data-app-started')).toBeNull();
}

/** A tap where the element is on screen, as a finger would land: no waiting for it to be enabled or attached. */
async function tapAt(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded(); // the person scrolls to it first
  const box = await button.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** On `/` at phone size, the assistant launcher tapped while `held` is on its way: the assistant opens once it is let through. */
async function tapAssistantBeforeStart(page: Page, held: { release(): void }, openedUntil: 'domcontentloaded' | 'commit') {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/', { waitUntil: openedUntil });
  await tapAt(page, 'Open the AI assistant');
  await expectNotStarted(page);
  held.release();
  await expect(page.locator('section[data-view="open"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the AI assistant' })).toHaveAttribute('aria-expanded', 'true');
}

test.describe('presses before the app has started are answered once it has', () => {
  const forms: Array<{ path: string; submit: string; answer: string }> = [
    { path: '/login', submit: 'Sign In', answer: 'Email is required' },
    { path: '/register', submit: 'Create Account', answer: 'First name is required' },
    { path: '/forgot-password', submit: 'Send Reset Link', answer: 'Email is required' },
    { path: '/reset-password?token=an-emailed-token', submit: 'Reset Password', answer: 'Password is required' },
  ];

  for (const { path, submit, answer } of forms) {
    test(`${submit} tapped on ${path.split('?')[0]} before the app started shows the form's answer`, async ({ page }) => {
      const start = await holdAppStart(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
      await expectNotStarted(page);
      await expect(page.getByRole('button', { name: submit, exact: true })).not.toHaveAttribute('disabled');
      await tapAt(page, submit);
      start.release();
      await expect(page.getByText(answer).first()).toBeVisible();
      await waitForAppStart(page);
    });
  }

  test('Enter in a field before the app started submits the form', async ({ page }) => {
    const start = await holdAppStart(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill('amina@example.com');
    await page.getByLabel('Email address').press('Enter');
    await expectNotStarted(page);
    start.release();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('amina@example.com');
    expect(new URL(page.url()).search).toBe(''); // never a native GET submission
  });

  test('a role chosen before the app started is kept, and the account is made with it', async ({ page }) => {
    await standInForSisterPlatforms(page);
    const start = await holdAppStart(page);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('I am a...').selectOption('employer');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Mukamana');
    await page.getByLabel('Email address').fill(uniqueEmail('grace'));
    await page.getByLabel(/^Password/).fill('Kigali2026');
    await page.getByLabel('Confirm password').fill('Kigali2026');
    // The label (with its box) covers the native checkbox, as a person sees it.
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await expectNotStarted(page);
    start.release();
    await waitForAppStart(page);
    await expect(page.getByLabel('I am a...')).toHaveValue('employer');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // An employer is taken to the job portal.
    await page.waitForURL(`${JOB_PORTAL_URL}/**`);
  });

  test('a form filled and sent before the app started keeps every letter and is sent once, never natively', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const start = await holdAppStart(page);
    await page.goto('/forgot-password', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill(account.email);
    await tapAt(page, 'Send Reset Link');
    start.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('Password reset instructions sent to your email!')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('the theme toggle tapped before the app started switches the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const start = await holdAppStart(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await tapAt(page, 'Dark mode');
    await expectNotStarted(page);
    start.release();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the menu tapped before the app started opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const start = await holdAppStart(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await tapAt(page, 'Open menu');
    await expectNotStarted(page);
    start.release();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Services' })).toBeVisible();
  });

  test('the assistant launcher tapped before the app started opens the assistant', async ({ page }) => {
    await tapAssistantBeforeStart(page, await holdAppStart(page), 'domcontentloaded');
  });

  test('a link to another page followed before the app started works as a plain link', async ({ page }) => {
    await holdAppStart(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Login' }).first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/**
 * Earlier still: on a slow connection the page is drawn while its first script is on its way, and
 * nothing of the app runs. A form sent then must not be sent natively (a POST of the email and
 * password to the page's address, answered with an error page in place of the form): it is kept, and
 * sent by the app once it has started.
 */
test.describe("presses before any of the page's script has arrived", () => {
  const FIRST_SCRIPT = /\/assets\/index-[^/]*\.js$/;
  const holdFirstScript = (page: Page) => holdAppStart(page, FIRST_SCRIPT);

  test('Sign In with the email and password filled signs in once the app has started, never natively', async ({ page, request }) => {
    const account = await createAccount(request);
    await standInForSisterPlatforms(page);
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.resourceType() === 'document') posts.push(sent.url());
    });
    const start = await holdFirstScript(page);
    // DOMContentLoaded waits for the page's module script: the person acts on what is drawn.
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await tapAt(page, 'Sign In');
    // The page stays as it was, with what was typed, while the app is on its way.
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
    await expectNotStarted(page);
    start.release();
    // Signed in by the app: a student is taken to the e-learning platform.
    await page.waitForURL(`${ELEARNING_URL}/**`);
    expect(posts).toEqual([]);
  });

  test('the assistant launcher tapped then opens the assistant once the app has started', async ({ page }) => {
    await tapAssistantBeforeStart(page, await holdFirstScript(page), 'commit');
  });

  test('Send Reset Link is answered once the app has started, and the page never leaves', async ({ page, request }) => {
    const account = await createAccount(request);
    const start = await holdFirstScript(page);
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Email address').press('Enter');
    await expect(page.getByRole('button', { name: 'Send Reset Link', exact: true })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(account.email);
    start.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
  });
});

test.describe('the app starts by itself', () => {
  test('once the page has loaded, with nobody touching it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForAppStart(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a returning dark-mode visitor sees the toggle pressed before the app starts', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await holdAppStart(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('title', 'Switch to light mode');
  });

  test('a footer link opens its page, prerendered, before or after the islands have started', async ({ page }) => {
    await holdAppStart(page);
    await page.goto('/fr/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/confidentialité/i);
  });
});
