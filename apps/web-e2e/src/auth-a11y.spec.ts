import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForAppStart } from './support/app.js';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Screens with a form and its buttons, and the heading each shows. */
const formScreens: Array<[string, string]> = [
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=abc', 'Set a new password'],
];

const screens: Array<[string, string]> = [
  ...formScreens,
  ['/reset-password', 'Invalid Reset Link'],
  ['/test-google', 'Google Sign-In Test'],
];

test.describe('accessibility of the auth screens (axe, WCAG 2.2 AA)', () => {
  for (const [path, heading] of screens) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${path} in ${scheme} mode`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page);
      });
    }
  }

  test('the login form with its error messages, on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    await expectNoViolations(page);
  });

  test('the forgot password sent state', async ({ page, request }) => {
    const email = `axe.${Date.now()}@example.com`;
    await request.post('/api/auth/register', { data: { firstName: 'Axe', lastName: 'Check', email, password: 'Kigali2026' } });
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the Google popup and the role choice', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __GOOGLE_STAND_IN__: unknown }).__GOOGLE_STAND_IN__ = {
        email: `axe.google.${Date.now()}@example.com`,
        given_name: 'Grace',
        family_name: 'Uwimana',
        oneTap: false,
      };
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in with Google' });
    await expect(popup.getByRole('button', { name: 'Continue as Grace' })).toBeVisible();
    await expectNoViolations(page);
    await popup.getByRole('button', { name: 'Continue as Grace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('the form buttons when the app starts', () => {
  // They are disabled (and faded) in the prerendered HTML and enabled once the app
  // has started: they must never be enabled yet faded, whose text fails WCAG contrast.
  for (const [path, heading] of formScreens) {
    test(`${path}: an enabled button is never shown faded`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'no-preference' });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __fadedButtons: string[] }).__fadedButtons = seen;
        const started = performance.now();
        const look = () => {
          for (const button of Array.from(document.querySelectorAll('main button, form button'))) {
            const opacity = Number(getComputedStyle(button).opacity);
            if (!(button as HTMLButtonElement).disabled && opacity < 1) seen.push(`${button.textContent}: ${opacity}`);
          }
          if (performance.now() - started < 5_000) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await waitForAppStart(page);
      await expect(page.locator('form button[type="submit"]')).toBeEnabled();
      await page.waitForTimeout(600); // a few frames past the switch, longer than any button transition
      expect(await page.evaluate(() => (window as unknown as { __fadedButtons: string[] }).__fadedButtons)).toEqual([]);
    });
  }
});
