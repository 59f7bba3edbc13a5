import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { ELEARNING_URL, JOB_PORTAL_URL, recordNavigations, standInForSisterPlatforms, uniqueEmail } from './support/sister-platforms.js';

/** Who the Google stand-in signs in (src/support/google-stand-in.mjs reads it before the page's scripts run). */
async function signInToGoogleAs(page: Page, person: { email: string; given_name: string; family_name: string; oneTap: boolean }) {
  await page.addInitScript((who) => {
    (window as unknown as { __GOOGLE_STAND_IN__: unknown }).__GOOGLE_STAND_IN__ = who;
  }, person);
}

test.describe('Google sign-in through the stand-in for Google', () => {
  test.describe.configure({ mode: 'serial' });
  const email = uniqueEmail('jean.google');

  test.beforeEach(async ({ page }) => {
    await standInForSisterPlatforms(page);
  });

  test('a new account: manual popup -> /select-role -> complete registration -> dashboard -> e-learning', async ({ page }) => {
    await signInToGoogleAs(page, { email, given_name: 'Jean', family_name: 'Mugisha', oneTap: false });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/gsi/client')) scripts.push(request.url());
    });
    await page.goto('/login');
    expect(scripts).toEqual([]); // Google's script loads only when asked for
    const visited = recordNavigations(page);

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in with Google' });
    await expect(popup).toBeVisible();
    expect(scripts).toHaveLength(1);
    await popup.getByRole('button', { name: 'Continue as Jean' }).click();

    await expect(page).toHaveURL(/\/select-role$/);
    // /select-role is a page of its own (loaded, then its account app started: seconds on a busy machine).
    await expect(page.getByText('Jean Mugisha')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(email)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Continue to Dashboard' });
    await expect(submit).toBeDisabled();
    await page.getByText('Teacher/Instructor', { exact: true }).click();
    await expect(submit).toBeEnabled();
    await submit.click();

    await page.waitForURL(`${ELEARNING_URL}/auth/login?iss=*`);
    expect(visited.some((url) => new URL(url).pathname === '/dashboard')).toBe(true);
  });

  test('an existing account: One Tap signs in and hands over to the role platform', async ({ page }) => {
    await signInToGoogleAs(page, { email, given_name: 'Jean', family_name: 'Mugisha', oneTap: true });
    await page.goto('/register');
    const visited = recordNavigations(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${ELEARNING_URL}/**`);
    // Known to the server already: no role choice this time, straight to the teacher's platform.
    expect(visited.some((url) => url.includes('/select-role'))).toBe(false);
  });

  test('a password account Google cannot vouch for asks for its password, then links and hands over', async ({ page, request }) => {
    // Two Google sign-ins and two departures to the job portal: 21 s on a quiet CI, over 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    // example.com is not a Google address and the token has no `hd`: Google is not authoritative for it.
    const account = await createAccount(request, { role: 'job_seeker', firstName: 'Diane' });
    await signInToGoogleAs(page, { email: account.email, given_name: 'Diane', family_name: 'Uwase', oneTap: true });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const question = page.getByRole('dialog', { name: 'Link your Google account' });
    await expect(question).toBeVisible();
    await expect(question.getByText('An account with this email already exists. Sign in with your password to link Google.')).toBeVisible();
    const password = question.getByLabel(/Password of your account/);
    await expect(password).toBeFocused();

    await password.fill('NotThePassword1');
    await question.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(question.getByText('Invalid email or password')).toBeVisible();

    await password.fill(account.password);
    await question.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL(`${JOB_PORTAL_URL}/auth/login?iss=*`);

    // Linked: the next Google sign-in needs no password.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${JOB_PORTAL_URL}/auth/login?iss=*`);
  });

  test("in French, the password question's 'forgot' link leads to the French page", async ({ page, request }) => {
    const account = await createAccount(request, { role: 'job_seeker', firstName: 'Odile' });
    await signInToGoogleAs(page, { email: account.email, given_name: 'Odile', family_name: 'Mukamana', oneTap: true });
    await page.goto('/fr/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    const question = page.getByRole('dialog', { name: 'Associez votre compte Google' });
    await question.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/fr\/forgot-password$/);
  });

  test('closing the popup says the sign-in was cancelled', async ({ page }) => {
    await signInToGoogleAs(page, { email: uniqueEmail('closer'), given_name: 'Aimee', family_name: 'Ingabire', oneTap: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign in with Google' });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Google sign-in was cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('/select-role without Google data sends the person to /login', async ({ page }) => {
    await page.goto('/select-role');
    // The screen's prerendered HTML shows first; the account app says so once it has started (seconds on a busy machine).
    await expect(page.getByText('User data not found. Please try signing in again.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/login$/);
  });
});
