import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts.js';

/**
 * Public pages paint from their HTML and start the app (React, Chakra) on the
 * visitor's first sign of intent, so a cheap phone is not kept busy at load.
 * Nothing the visitor does in the meantime may be lost.
 */
test.describe('the app starts on the first sign of intent', () => {
  test('the landing page is shown without starting the app, whose code is fetched ahead; a pointer move starts it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="prefetch"][href*="/assets/boot-"]')).toBeAttached();
    expect(await page.locator('html').getAttribute('data-app-started')).toBeNull();
    await page.mouse.move(100, 100);
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
  });

  test('the keyboard starts it too, and a link followed before then still works', async ({ page }) => {
    await page.goto('/terms');
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).first().dispatchEvent('click');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/sign in|welcome back/i);
  });

  test('a button pressed before the app has started does its job once it has', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    // A tap without any earlier pointer movement: the press itself starts the app and is replayed.
    await page.getByRole('button', { name: 'Dark mode' }).dispatchEvent('click');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a returning dark-mode visitor sees the toggle pressed before the app starts', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('title', 'Switch to light mode');
  });

  test('a signed-in visitor gets the app at once (their navigation differs from the prerendered one)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
  });

  test('a form filled and sent the moment the page shows keeps every letter and is sent once, never natively', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/forgot-password');
    // Typed straight into the prerendered field (the form library resets its fields as the app attaches).
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('Password reset instructions sent to your email!')).toBeVisible();
    expect(new URL(page.url()).search).toBe(''); // no native GET submission with the address in the URL
  });
});
