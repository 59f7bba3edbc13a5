import { expect, test, type Page } from '@playwright/test';
import { findResetLink } from '../src/support/outbox.js';
import { uniqueEmail } from '../src/support/sister-platforms.js';

/**
 * examples/sister-platform, installed from the local registry, on its own origin
 * (baseURL), against the running product on another origin: every call crosses
 * origins and goes through CORS.
 */
const productOrigin = process.env['E2E_PRODUCT_ORIGIN'] as string;
const sisterOrigin = process.env['E2E_SISTER_ORIGIN'] as string;

/** Every API call the page makes, to see where they go. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

/**
 * Every sign-in (here or on the front door) hands off: the front door's one-time code comes to
 * this origin's /auth/callback, AuthCallbackPage trades it for a session and goes on to the
 * guarded My courses, the code gone from the address.
 */
async function expectSignedIn(page: Page, name: string, email: string) {
  await page.waitForURL((url) => url.origin === sisterOrigin && url.pathname === '/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible();
  await expect(page.getByTestId('session')).toHaveText(`Signed in as ${name} (${email})`);
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
}

/** The document request of the hand-off (the screen removes the code from the address at once). */
const handOffRequest = (page: Page) =>
  page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(`${sisterOrigin}/auth/callback?code=`),
  );

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('on the sister platform: register, sign out, sign in, reset the password, sign in with the new one', async ({
  page,
  request,
}) => {
  const calls = recordApiCalls(page);
  const email = uniqueEmail('sister');

  await test.step('register on the sister origin; the hand-off signs the student in here', async () => {
    await page.goto('/');
    await expect(page.getByText('You are not signed in.')).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(`${sisterOrigin}/register`);
    await page.getByLabel('First name').fill('Aline');
    await page.getByLabel('Last name').fill('Uwase');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('I am a...').selectOption('student');
    await page.getByLabel(/^Password/).fill('Kigali2026');
    await page.getByLabel('Confirm password').fill('Kigali2026');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectSignedIn(page, 'Aline Uwase', email);
  });

  await test.step('the home page knows the person too; sign out there', async () => {
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('session')).toContainText(`Signed in as Aline Uwase (${email})`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are not signed in.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/courses');
    await expect(page).toHaveURL(`${sisterOrigin}/login`);
  });

  await test.step('sign in: the screen is styled by the published packages', async () => {
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeVisible();
    // The brand's solid green (#027a48), not an unstyled button.
    await expect(submit).toHaveCSS('background-color', 'rgb(2, 122, 72)');
    await signIn(page, email, 'Kigali2026');
    await expectSignedIn(page, 'Aline Uwase', email);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are not signed in.')).toBeVisible();
  });

  await test.step('forgot password on the sister origin; the emailed link opens the front door', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${sisterOrigin}/forgot-password`);
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
  });

  await test.step('back on the sister platform, the new password signs in and the old one does not', async () => {
    await page.goto(`${sisterOrigin}/login`);
    await signIn(page, email, 'Musanze2027');
    await expectSignedIn(page, 'Aline Uwase', email);
    const withOld = await request.post(`${productOrigin}/api/auth/login`, { data: { email, password: 'Kigali2026' } });
    expect(withOld.status()).toBe(401);
  });

  // Every call of the sister platform went to the product's API, across origins.
  const sisterCalls = calls.filter((call) => !call.includes(`${productOrigin}/reset-password`));
  expect(sisterCalls.length).toBeGreaterThan(0);
  for (const call of sisterCalls) expect(call).toContain(`${productOrigin}/api/`);
  expect(calls.some((call) => call.startsWith(`POST ${productOrigin}/api/auth/register`))).toBe(true);
  expect(calls.some((call) => call.startsWith(`POST ${productOrigin}/api/auth/forgot-password`))).toBe(true);
  expect(calls.some((call) => call.startsWith(`POST ${productOrigin}/api/auth/handoff/exchange`))).toBe(true);
});

test('a student signs in on the front door and arrives signed in on the sister platform; the link works once', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('handoff');
  const registered = await request.post(`${productOrigin}/api/auth/register`, {
    data: { firstName: 'Eric', lastName: 'Mugisha', email, password: 'Kigali2026', role: 'student' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  let callbackUrl = '';

  await test.step('sign in on the front door (the product origin); it hands the student to the e-learning platform', async () => {
    await page.goto(`${productOrigin}/login`);
    const handOff = handOffRequest(page);
    await signIn(page, email, 'Kigali2026');
    callbackUrl = (await handOff).url();
    expect(new URL(callbackUrl).searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  await test.step('on the sister origin: the code becomes a session, and the guarded page shows who is signed in', async () => {
    await expectSignedIn(page, 'Eric Mugisha', email);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('session')).toContainText(`Signed in as Eric Mugisha (${email})`);
  });

  await test.step('the same link again: codes work once, so it has expired', async () => {
    await page.goto(callbackUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'This sign-in link has expired' })).toBeVisible();
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });
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
