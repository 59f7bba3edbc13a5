import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createAccount } from './support/accounts.js';
import { findEmailVerificationLink } from './support/outbox.js';
import { startProductServer, type ProductServer } from './support/product-server.js';
import { ELEARNING_URL, standInForSisterPlatforms, uniqueEmail } from './support/sister-platforms.js';

/**
 * The person owns their account (issue 21), in a real browser, as a person
 * does it: register, verify the address by the emailed link, change the
 * password (their other browser is signed out), add a passkey (Chromium's
 * virtual authenticator stands in for the phone's screen lock), sign out, sign
 * in with the passkey, download their data, delete the account.
 *
 * Passkeys belong to a domain: a browser refuses them on an IP address such as
 * the shared server's 127.0.0.1, so this journey has a product server of its
 * own whose public address is http://localhost:<port> (a secure context, and
 * the passkeys' relying party).
 */
const port = Number(process.env['E2E_PORT'] ?? 4310) + 9;
const site = `http://localhost:${port}`;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: ProductServer;

test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh database and its migrations on a busy machine
  server = await startProductServer(port, { PUBLIC_URL: site });
});
test.afterAll(async () => {
  await server?.stop();
});

async function newPerson(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await standInForSisterPlatforms(page);
  return page;
}

/** Chromium's virtual authenticator: a platform authenticator (the phone's screen lock) that always verifies the person. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible({ timeout: 15_000 });
}

test('register, verify the email, change the password, add a passkey, sign in with it, download the data, delete the account', async ({ browser }) => {
  test.setTimeout(180_000); // a busy 2-core machine, a server of its own, two browsers
  const person = await browser.newContext({ baseURL: site });
  const elsewhere = await browser.newContext({ baseURL: site });
  // The virtual authenticator would answer the email field's autofill request (conditional UI) without anyone choosing
  // a passkey, which no person's browser does: this browser offers passkeys by the button only.
  await person.addInitScript(() => {
    if (typeof PublicKeyCredential === 'function') {
      Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => false, configurable: true });
    }
  });
  const page = await newPerson(person);
  await addVirtualAuthenticator(person, page);
  const email = uniqueEmail('owner');
  const password = 'Kigali2026';
  const newPassword = 'Musanze2027';

  // Someone else on the same server: nothing of theirs may reach this person's data file.
  const api = person.request;
  const stranger = await createAccount(api, { firstName: 'Eric', email: uniqueEmail('stranger') });

  // Register.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Aline');
  await page.getByLabel('Last name').fill('Uwase');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('I am a...').selectOption('student');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${ELEARNING_URL}/**`);

  // The account page says the address is not verified yet; the emailed link verifies it.
  await openAccount(page);
  await expect(page.getByText('Not verified')).toBeVisible();
  await expect.poll(() => findEmailVerificationLink(email, server.dataDir), { timeout: 15_000 }).not.toBeNull();
  const link = findEmailVerificationLink(email, server.dataDir) as string;
  expect(new URL(link).origin).toBe(site);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible({ timeout: 15_000 });
  await openAccount(page);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // The person is signed in on another browser too.
  const other = await newPerson(elsewhere);
  await signInWithPassword(other, email, password);
  await other.waitForURL(`${ELEARNING_URL}/**`);

  // A new password: this browser stays signed in, the other one is signed out.
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. You were signed out on your other devices.')).toBeVisible();
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  // A passkey, made by the phone's screen lock (the virtual authenticator).
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  // The account page passes axe with everything on it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await expect(page.getByText('This device')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // Sign out, then in again with the passkey: no password typed.
  await page.goto('/');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL(`${ELEARNING_URL}/**`, { timeout: 15_000 });
  await openAccount(page);
  await expect(page.getByText(email).first()).toBeVisible();

  // Download the data: a JSON file of this account, and of nobody else.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^intambwe-account-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text) as {
    account: { email: string; firstName: string; isEmailVerified: boolean; hasPassword: boolean };
    sessions: unknown[];
    auditEvents: unknown[];
    passkeys: Array<{ name: string }>;
  };
  expect(data.account).toMatchObject({ email, firstName: 'Aline', isEmailVerified: true, hasPassword: true });
  expect(data.sessions.length).toBeGreaterThanOrEqual(2);
  expect(data.auditEvents.length).toBeGreaterThan(0);
  expect(data.passkeys).toHaveLength(1);
  expect(text).not.toContain(stranger.email);
  expect(text).not.toContain(stranger.firstName);
  expect(text).not.toContain(password);
  expect(text).not.toContain(newPassword);

  // Delete the account (the password confirms it): signed out and home.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/^Your password/).fill(newPassword);
  await dialog.getByRole('button', { name: 'Delete for ever' }).click();
  // The home page is a page of its own (not the app): the person arrives there signed out.
  await page.waitForURL(`${site}/`, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Nobody signs in to it any more (tried from the other browser).
  await signInWithPassword(other, email, newPassword);
  await expect(other.getByText('Invalid email or password')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);

  await person.close();
  await elsewhere.close();
});
