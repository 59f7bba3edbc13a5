import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findResetLink } from '../src/support/outbox.js';
import { uniqueEmail } from '../src/support/sister-platforms.js';

/**
 * examples/sister-platform, installed from the local registry, on its own
 * origin (baseURL), against the running product on another origin: the
 * product is its OpenID Provider (the platform is its client `elearning`),
 * its API (across origins, through CORS) and the only place a password is typed.
 */
const productOrigin = process.env['E2E_PRODUCT_ORIGIN'] as string;
const sisterOrigin = process.env['E2E_SISTER_ORIGIN'] as string;

/** Every address the page's main frame asked for, in order, redirects included (they are never shown, only passed through). */
function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
  });
  return visited;
}

/**
 * Signed in on the sister platform: the code flow's answer came to this origin's
 * /auth/callback, became a session of the platform, and the guarded My courses
 * shows the person; the platform's own backend verified the access token
 * offline (against the front door's keys); no code is left in the address.
 */
async function expectSignedIn(page: Page, name: string, email: string) {
  await page.waitForURL((url) => url.origin === sisterOrigin && url.pathname === '/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(page.getByTestId('session')).toHaveText(`Signed in as ${name} (${email})`);
  await expect(page.getByTestId('verified')).toHaveText('Our server verified your access (student).');
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The sister platform's backend, asked with an access token (its own API: GET /api/me). */
const askPlatform = (request: APIRequestContext, token: string) => request.get(`${sisterOrigin}/api/me`, { headers: { authorization: `Bearer ${token}` } });

test('on the sister platform: create an account on the front door, arrive signed in, sign out everywhere, sign in again, reset the password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sister');
  const visited = recordNavigations(page);

  await test.step('Create an account: the platform sends the person to the front door’s sign-up screen, and back signed in', async () => {
    await page.goto('/');
    await expect(page.getByText('You are not signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    // The only place a password is typed: the front door (prompt=create opens its sign-up screen).
    await page.waitForURL((url) => url.origin === productOrigin && url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('interaction')).toMatch(/^[A-Za-z0-9_-]+$/);
    await page.getByLabel('First name').fill('Aline');
    await page.getByLabel('Last name').fill('Uwase');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('I am a...').selectOption('student');
    await page.getByLabel(/^Password/).fill('Kigali2026');
    await page.getByLabel('Confirm password').fill('Kigali2026');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectSignedIn(page, 'Aline Uwase', email);
    expect(visited.some((url) => url.startsWith(`${productOrigin}/oidc/auth`))).toBe(true);
    expect(visited.some((url) => url.startsWith(`${sisterOrigin}/auth/callback?code=`))).toBe(true);
  });

  await test.step('sign out on the platform: through the front door, which signs the person out there too', async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('session')).toContainText(`Signed in as Aline Uwase (${email})`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${sisterOrigin}/`);
    await expect(page.getByText('You are not signed in.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Signed out on the front door too: the next sign-in asks for the password.
    await page.goto('/courses');
    await page.waitForURL((url) => url.origin === productOrigin && url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  await test.step('sign in on the front door’s screen: back on the page the person wanted, signed in', async () => {
    await signIn(page, email, 'Kigali2026');
    await expectSignedIn(page, 'Aline Uwase', email);
  });

  await test.step('forgot password on the sister origin; the emailed link opens the front door; the reset signs the person in there', async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${sisterOrigin}/`);
    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

    await expect.poll(() => findResetLink(email), { timeout: 15_000 }).not.toBeNull();
    const link = new URL(findResetLink(email) as string);
    expect(link.origin).toBe(productOrigin);
    expect(link.pathname).toBe('/reset-password');

    // A reset link carried to the sister origin is passed on to the front door, token and all.
    await page.goto(`/reset-password${link.search}`);
    await page.waitForURL((url) => url.origin === productOrigin && url.pathname === '/reset-password');
    expect(new URL(page.url()).searchParams.get('token')).toBe(link.searchParams.get('token'));
    await page.getByLabel(/^New password/).fill('Musanze2027');
    await page.getByLabel('Confirm new password').fill('Musanze2027');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible();
    expect((await request.post(`${productOrigin}/api/auth/login`, { data: { email, password: 'Kigali2026' } })).status()).toBe(401);
  });

  await test.step('back on the sister platform: signed in on the front door after the reset, the person passes through without a prompt', async () => {
    await page.goto('/login');
    await expectSignedIn(page, 'Aline Uwase', email);
  });
});

test('a student signs in on the front door and arrives signed in on the sister platform; signing out on the front door signs the platform out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('front-door');
  const registered = await request.post(`${productOrigin}/api/auth/register`, {
    data: { firstName: 'Eric', lastName: 'Mugisha', email, password: 'Kigali2026', role: 'student' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const visited = recordNavigations(page);
  let callbackUrl = '';
  let platformToken = '';

  await test.step('sign in on the front door: the student goes to the platform’s initiate-login URI and arrives signed in', async () => {
    await page.goto(`${productOrigin}/login`);
    await signIn(page, email, 'Kigali2026');
    await expectSignedIn(page, 'Eric Mugisha', email);
    expect(visited).toContain(`${sisterOrigin}/auth/login?iss=${encodeURIComponent(productOrigin)}`);
    callbackUrl = visited.find((url) => url.startsWith(`${sisterOrigin}/auth/callback?`)) ?? '';
    const answer = new URL(callbackUrl).searchParams;
    expect(answer.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(answer.get('iss')).toBe(productOrigin);
    platformToken = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect((await askPlatform(request, platformToken)).status()).toBe(200);
  });

  await test.step('the same answer again: codes work once (and its state was used up), so it has expired', async () => {
    await page.goto(callbackUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'This sign-in link has expired' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });

  await test.step('sign out on the front door: the platform’s backend is told at once, and the platform’s session ends', async () => {
    await page.goto(productOrigin);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    // The back-channel logout reached the platform's backend: the token it verified a moment ago is refused now.
    await expect.poll(async () => (await askPlatform(request, platformToken)).status()).toBe(401);
    expect(await (await askPlatform(request, platformToken)).json()).toEqual({ error: 'signed_out' });
    await page.goto(`${sisterOrigin}/`);
    await expect(page.getByText('You are not signed in.')).toBeVisible();
  });
});

test('a job seeker at the e-learning platform: the front door refuses, and the platform says this account is not for it', async ({ page, request }) => {
  const email = uniqueEmail('job-seeker');
  const registered = await request.post(`${productOrigin}/api/auth/register`, {
    data: { firstName: 'Grace', lastName: 'Uwimana', email, password: 'Kigali2026', role: 'job_seeker' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/login');
  await page.waitForURL((url) => url.origin === productOrigin && url.pathname === '/login');
  await signIn(page, email, 'Kigali2026');
  await expect(page.getByRole('heading', { level: 1, name: 'This account is not for this platform' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(sisterOrigin);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the product answers the sister origin’s preflight, and no other origin’s', async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${productOrigin}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const allowed = await preflight(sisterOrigin);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(sisterOrigin);
  const other = await preflight('http://127.0.0.1:9');
  expect(other.status()).toBe(403);
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();
});
