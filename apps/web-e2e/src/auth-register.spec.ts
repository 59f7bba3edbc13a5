import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { JOB_PORTAL_URL, recordNavigations, standInForSisterPlatforms, uniqueEmail } from './support/sister-platforms.js';

test.describe('registration and sign-out', () => {
  test.beforeEach(async ({ page }) => {
    await standInForSisterPlatforms(page);
  });

  test('register -> /dashboard -> the job portal for a job seeker', async ({ page, baseURL }) => {
    const visited = recordNavigations(page);
    await page.goto('/register');
    await page.getByLabel('First name').fill('Aline');
    await page.getByLabel('Last name').fill('Uwase');
    await page.getByLabel('Email address').fill(uniqueEmail('register'));
    await page.getByLabel('I am a...').selectOption('job_seeker');
    await page.getByLabel(/^Password/).fill('Kigali2026');
    await page.getByLabel('Confirm password').fill('Kigali2026');
    // The label (with its box) covers the native checkbox, as a person sees it.
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await page.getByRole('button', { name: 'Create Account' }).click();

    // On to the portal signed in: its initiate-login URI, where it starts the code flow and the front door passes the person through.
    await page.waitForURL(`${JOB_PORTAL_URL}/auth/login?iss=*`);
    // The front door names itself as the issuer the portal signs the person in with.
    expect(new URL(page.url()).searchParams.get('iss')).toBe(baseURL);
    const dashboardAt = visited.findIndex((url) => new URL(url).pathname === '/dashboard');
    const portalAt = visited.findIndex((url) => url.startsWith(JOB_PORTAL_URL));
    expect(dashboardAt).toBeGreaterThanOrEqual(0);
    expect(portalAt).toBeGreaterThan(dashboardAt);
  });

  test('the form explains what is missing and registers nobody', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("a differing confirmation says 'Passwords must match' even with only the two password fields filled", async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel(/^Password/).fill('Kigali2026');
    await page.getByLabel('Confirm password').fill('Kigali2027');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    // The other fields say what they miss as well, and nobody is registered.
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an address already registered is refused with the server message', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/register');
    await page.getByLabel('First name').fill('Aline');
    await page.getByLabel('Last name').fill('Uwase');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/^Password/).fill('Kigali2026');
    await page.getByLabel('Confirm password').fill('Kigali2026');
    // The label (with its box) covers the native checkbox, as a person sees it.
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('[data-scope="toast"][data-type="error"]')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('logout from the landing page clears the session', async ({ page, request }) => {
    const account = await createAccount(request, { role: 'employer' });
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${JOB_PORTAL_URL}/**`);

    await page.goto('/');
    await expect(page.getByText(`Welcome, ${account.firstName}!`).first()).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
