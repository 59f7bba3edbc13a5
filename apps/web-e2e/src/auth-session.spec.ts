import { expect, test, type Page } from '@playwright/test';
import { createAccount, type TestAccount } from './support/accounts.js';
import { startProductServer, type ProductServer } from './support/product-server.js';
import { JOB_PORTAL_URL, standInForSisterPlatforms } from './support/sister-platforms.js';

/** Signs in on the front door's /login and waits to be sent on to the job portal (its initiate-login URI). */
async function signIn(page: Page, account: TestAccount, base = '') {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${JOB_PORTAL_URL}/auth/login?iss=*`);
}

const welcome = (page: Page, account: TestAccount) => page.getByText(`Welcome, ${account.firstName}!`).first();
const loginLink = (page: Page) => page.getByRole('link', { name: 'Login' }).first();

test.describe('one session, every tab', () => {
  test('signing in in one tab signs in the others; signing out in one signs out the others', async ({ page, context, request }) => {
    const account = await createAccount(request, { role: 'employer', firstName: 'Eric' });
    const other = await context.newPage();
    await standInForSisterPlatforms(page);
    await standInForSisterPlatforms(other);

    await other.goto('/');
    await expect(loginLink(other)).toBeVisible();

    await signIn(page, account);
    // The other tab learns of the sign-in without a reload.
    await expect(welcome(other, account)).toBeVisible();

    await page.goto('/');
    await expect(welcome(page, account)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(loginLink(page)).toBeVisible();
    // ...and of the sign-out.
    await expect(loginLink(other)).toBeVisible();
    await expect(welcome(other, account)).toBeHidden();
    expect(await other.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
  });
});

test.describe('a session outlives its access token', () => {
  let server: ProductServer;
  // Long enough that the token one tab renewed is still good when the other tab, slower on a busy machine, reads it;
  // short enough to wait out twice.
  const ttlSeconds = 15;

  test.beforeAll(async () => {
    // Access tokens of 15 s instead of 15 minutes: the same journey, sooner.
    server = await startProductServer(Number(process.env['E2E_PORT'] ?? 4310) + 7, { ACCESS_TOKEN_TTL_SECONDS: String(ttlSeconds) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('two tabs opening with an expired token renew it once and both stay signed in; going on to the platform still works', async ({
    page,
    context,
    playwright,
  }) => {
    test.setTimeout(180_000); // two waits for the token to run out, and a busy machine
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const account = await createAccount(api, { role: 'job_seeker', firstName: 'Grace' });
    await api.dispose();
    const other = await context.newPage();
    await standInForSisterPlatforms(page);
    await standInForSisterPlatforms(other);
    const refreshes: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });

    await signIn(page, account, server.baseURL);
    // The tab is at the job portal now: read the front door's storage from the browser context.
    const storedAtFrontDoor = async (key: string) =>
      (await context.storageState()).origins.find(({ origin }) => origin === server.baseURL)?.localStorage.find(({ name }) => name === key)?.value ?? null;
    const signedInToken = await storedAtFrontDoor('token');
    expect(signedInToken).not.toBeNull();
    const sessionIds = async (token: string | null) => {
      const answer = await page.request.get(`${server.baseURL}/api/auth/sessions`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status()).toBe(200);
      const list = ((await answer.json()) as { data: { id: string; current: boolean }[] }).data;
      return list.map(({ id, current }) => ({ id, current })).sort((a, b) => a.id.localeCompare(b.id));
    };
    const sessionsBefore = await sessionIds(signedInToken);
    // Let the access token run out, as it does 15 minutes into a visit.
    await page.waitForTimeout((ttlSeconds + 1) * 1000);

    // Both tabs start with the expired token at the same moment: /auth/me answers 401 to both.
    const confirmed = (tab: Page) => tab.waitForResponse((response) => response.url().endsWith('/api/auth/me') && response.status() === 200);
    const bothConfirmed = Promise.all([confirmed(page), confirmed(other)]);
    // An account screen in each (the public pages only read who is remembered; the account app confirms and renews).
    await Promise.all([page.goto(`${server.baseURL}/account`), other.goto(`${server.baseURL}/account`)]);
    await bothConfirmed;
    for (const tab of [page, other]) await expect(tab.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    // One live session for both tabs. The Web Lock lets one tab renew while the other waits; the waiting tab usually
    // finds the new token, but Chromium hands localStorage to another tab's process asynchronously, so it may still see
    // the old one and present the same refresh token. Within the server's grace window that gets the same token back,
    // never a second session, and neither tab's renewal revokes the other's.
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.length).toBeLessThanOrEqual(2);
    const renewedToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(renewedToken).not.toBe(signedInToken);
    const storedTokens = (tab: Page) => tab.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]);
    const pageTokens = await storedTokens(page);
    await expect.poll(() => storedTokens(other)).toEqual(pageTokens);
    // The same sessions as before the renewal (the sign-up's and this browser's), this browser's still current.
    expect(await sessionIds(renewedToken)).toEqual(sessionsBefore);
    const renewalsSoFar = refreshes.length;

    // Later still, the token has run out again: the dashboard renews it and sends the person on.
    await page.waitForTimeout((ttlSeconds + 1) * 1000);
    await page.goto(`${server.baseURL}/dashboard`);
    await page.waitForURL(`${JOB_PORTAL_URL}/auth/login?iss=*`);
    expect(refreshes.length).toBeGreaterThan(renewalsSoFar);
  });
});
