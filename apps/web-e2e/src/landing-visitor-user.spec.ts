import { expect, test, type Page } from '@playwright/test';
import { waitForAppStart } from './support/app.js';
import { uniqueEmail } from './support/sister-platforms.js';

/** What changes on the landing page once somebody is signed in (SPEC §6). */
test.use({ serviceWorkers: 'block' });

async function signInByRegistering(page: Page, firstName = 'Aline') {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await page.request.post('/api/auth/register', {
    data: { firstName, lastName: 'Uwase', email, password: 'Kigali2026', role: 'student' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', session.token);
    localStorage.setItem('refreshToken', session.refreshToken);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, data);
  return { email, firstName };
}

test('a visitor sees Login, Get Started and the invitation to join', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('heading', { name: 'Ready to start your career journey?' })).toBeVisible();
  await expect(page.locator('#hero').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  await page.locator('#platforms').scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/register');
  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a visitor’s page never loads the account actions’ code, and welcomes them once another tab signs in', async ({ page, context }) => {
  const accountCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/account-actions-[^/]*\.js$/.test(request.url())) accountCode.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForAppStart(page);
  await page.locator('footer').scrollIntoViewIfNeeded(); // every other island of the page on its way
  await page.waitForLoadState('networkidle');
  expect(accountCode).toEqual([]);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

  // Signed in in another tab of the same browser: this page hears of it and shows the person.
  const email = uniqueEmail('imena');
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: 'Imena', lastName: 'Uwase', email, password: 'Kigali2026', role: 'student' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  const other = await context.newPage();
  await other.goto('/about');
  await other.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('refreshToken', session.refreshToken);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, data);
  await expect(header.getByText('Welcome, Imena!').filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(accountCode.length).toBeGreaterThan(0);
});

test('a signed-in user is welcomed, loses the invitation, and calls to action go to /dashboard', async ({ page }) => {
  const account = await signInByRegistering(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText(`Welcome, ${account.firstName}!`).filter({ visible: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.locator('#hero').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Ready to start your career journey?' })).toHaveCount(0);
  await page.locator('#platforms').scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Find Jobs', exact: true })).toHaveAttribute('href', '/dashboard');

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('below 1200 px the drawer shows the signed-in user with the email', async ({ page }) => {
  const account = await signInByRegistering(page, 'Kwame');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByText(`Welcome, ${account.firstName}!`)).toBeVisible();
  await expect(drawer.getByText(account.email)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the prerendered page shows the visitor form first, then the user, without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const account = await signInByRegistering(page, 'Grace');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Ready to start your career journey?');
  expect(html).not.toContain(`Welcome, ${account.firstName}!`);
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${account.firstName}!`).first()).toBeVisible();
  await page.locator('#trending-jobs').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Ready to start your career journey?' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
