import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { findResetLink, readNewestMail } from './support/outbox.js';

test.describe('forgotten password', () => {
  test('forgot password -> the emailed link -> a new password -> signed in', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('Password reset instructions sent to your email!')).toBeVisible();

    await expect.poll(() => findResetLink(account.email), { timeout: 10_000 }).not.toBeNull();
    const link = findResetLink(account.email) as string;
    expect(new URL(link).pathname).toBe('/reset-password');

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Musanze2027');
    await page.getByLabel('Confirm new password').fill('Musanze2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();
    await expect(page.getByText('Password reset successful! You are now logged in.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // Two seconds later the person is on the homepage, signed in.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText(`Welcome, ${account.firstName}!`).first()).toBeVisible();

    const withNew = await request.post('/api/auth/login', { data: { email: account.email, password: 'Musanze2027' } });
    expect(withNew.status()).toBe(200);
    const withOld = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(withOld.status()).toBe(401);
  });

  test.describe("in the language of the person's browser", () => {
    test.use({ locale: 'rw-RW' });

    test('a Kinyarwanda browser gets the reset email in Kinyarwanda', async ({ page, request }) => {
      const account = await createAccount(request);
      await page.goto('/forgot-password');
      await page.getByLabel('Email address').fill(account.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

      await expect.poll(() => findResetLink(account.email), { timeout: 10_000 }).not.toBeNull();
      const mail = readNewestMail(account.email) ?? '';
      expect(mail).toContain(`Muraho ${account.firstName},`);
      expect(mail).toContain('ijambo ry’ibanga rishya');
      expect(mail).not.toContain('Someone (hopefully you)');
    });
  });

  test('a used link shows Invalid Reset Link', async ({ page, request }) => {
    const account = await createAccount(request);
    await request.post('/api/auth/forgot-password', { data: { email: account.email } });
    await expect.poll(() => findResetLink(account.email), { timeout: 10_000 }).not.toBeNull();
    const link = findResetLink(account.email) as string;
    const token = new URL(link).searchParams.get('token');
    expect((await request.post('/api/auth/reset-password', { data: { token, password: 'Rubavu2028' } })).status()).toBe(200);

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Huye20299x');
    await page.getByLabel('Confirm new password').fill('Huye20299x');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('/reset-password without a token shows Invalid Reset Link', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
  });
});
