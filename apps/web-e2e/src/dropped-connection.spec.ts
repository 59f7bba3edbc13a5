import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createAccount, type TestAccount } from './support/accounts.js';
import { waitForAppStart } from './support/app.js';
import { standInForSisterPlatforms, uniqueEmail } from './support/sister-platforms.js';
import { said } from './support/translations.js';

/**
 * A person on a mobile network (issue 19, "Survive a bad connection"): the
 * page is opened and has started, then the connection drops. Every control
 * keeps the page standing, says what happened in the page's language and
 * keeps what was typed; once the connection is back, the same press works.
 * First visits: no service worker holds anything for the page.
 */
test.use({ serviceWorkers: 'block' });

const t = (id: string, values?: Record<string, string | number>) => said('fr', id, values);
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const offlineWords = () => t('apiClient.failures.NETWORK_ERROR');

/** The page is still there: its language, its heading, no blank body. */
async function expectPageStanding(page: Page, heading: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A student's account, made through the API, and the French sign-in form open with its email and password typed. */
async function fillFrenchSignIn(page: Page, request: APIRequestContext): Promise<TestAccount> {
  const account = await createAccount(request, { role: 'student' });
  await page.goto('/fr/login');
  await waitForAppStart(page);
  await page.getByLabel(t('auth.fields.email')).fill(account.email);
  await page.getByLabel(exact(t('auth.fields.password'))).fill(account.password);
  return account;
}

/** Fills the French contact form as a person would; answers the message typed. */
async function fillContactForm(form: Locator, emailTag: string): Promise<string> {
  await form.getByRole('textbox', { name: exact(t('landing.contact.name')) }).fill('Amina Juma');
  await form.getByRole('textbox', { name: exact(t('landing.contact.email')) }).fill(uniqueEmail(emailTag));
  await form.getByRole('textbox', { name: exact(t('landing.contact.subject')) }).fill('Cohorte infirmière');
  const message = 'Nous voulons former 40 infirmières l’année prochaine.';
  await form.getByRole('textbox', { name: exact(t('landing.contact.message')) }).fill(message);
  return message;
}

/**
 * Presses Envoyer with the connection gone: the French words for it show and the message stays. Then, back
 * online, the same press sends it.
 */
async function sendOfflineThenOnline(form: Locator, context: BrowserContext, message: string): Promise<void> {
  await form.getByRole('button', { name: t('landing.contact.send') }).click();
  await expect(form.getByRole('alert')).toContainText(offlineWords());
  await expect(form.getByRole('textbox', { name: exact(t('landing.contact.message')) })).toHaveValue(message);

  await context.setOffline(false);
  await form.getByRole('button', { name: t('landing.contact.send') }).click();
  await expect(form.getByText(t('landing.contact.successTitle'))).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await standInForSisterPlatforms(page);
});

test('Sign In offline: the form and the typed text stay, the reason is in French, and it signs in once back online', async ({
  page,
  context,
  request,
}) => {
  const account = await fillFrenchSignIn(page, request);

  await context.setOffline(true);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page.getByText(offlineWords()).first()).toBeVisible();
  await expectPageStanding(page, t('auth.login.title'));
  await expect(page.getByLabel(t('auth.fields.email'))).toHaveValue(account.email);
  await expect(page.getByLabel(exact(t('auth.fields.password')))).toHaveValue(account.password);

  await context.setOffline(false);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/fr\/login/, { timeout: 15_000 });
});

test('Create Account offline: nothing typed is lost, and the account is made once back online', async ({ page, context }) => {
  await page.goto('/fr/register');
  await waitForAppStart(page);
  const email = uniqueEmail('offline-register');
  await page.getByRole('textbox', { name: t('auth.fields.firstName'), exact: true }).fill('Aline');
  await page.getByRole('textbox', { name: t('auth.fields.lastName'), exact: true }).fill('Uwase');
  await page.getByLabel(t('auth.fields.email')).fill(email);
  await page.getByLabel(t('auth.fields.role')).selectOption('job_seeker');
  await page.getByLabel(exact(t('auth.fields.password'))).fill('Kigali2026');
  await page.getByLabel(t('auth.fields.confirmPassword')).fill('Kigali2026');
  await page.getByRole('checkbox').check({ force: true });

  await context.setOffline(true);
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
  await expect(page.getByText(offlineWords()).first()).toBeVisible();
  await expectPageStanding(page, t('auth.register.title'));
  await expect(page.getByLabel(t('auth.fields.email'))).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: t('auth.fields.firstName'), exact: true })).toHaveValue('Aline');

  await context.setOffline(false);
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
  await expect(page).not.toHaveURL(/\/fr\/register/, { timeout: 15_000 });
});

test('Send Reset Link offline: the email stays, the reason is in French, and the link is sent once back online', async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto('/fr/forgot-password');
  await waitForAppStart(page);
  await page.getByLabel(t('auth.fields.email')).fill(account.email);

  await context.setOffline(true);
  await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
  // SPEC §8 gives this screen its own sentence for a dropped connection.
  await expect(page.getByRole('alert')).toContainText(t('auth.forgotPassword.errors.network'));
  await expectPageStanding(page, t('auth.forgotPassword.title'));
  await expect(page.getByLabel(t('auth.fields.email'))).toHaveValue(account.email);

  await context.setOffline(false);
  await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('auth.forgotPassword.sentTitle') })).toBeVisible();
});

test('the theme toggle and the menu work with no connection at all', async ({ page, context }) => {
  await page.goto('/fr/');
  await waitForAppStart(page);
  await context.setOffline(true);

  const html = page.locator('html');
  const dark = (await html.getAttribute('class'))?.includes('dark') ?? false;
  await page
    .getByRole('button', { name: t('ui.darkMode') })
    .first()
    .click();
  await expect(html).toHaveClass(dark ? /\blight\b/ : /\bdark\b/);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: t('landing.nav.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t('landing.nav.menuTitle') });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByText(t('landing.hero.claim'))).toBeVisible();
});

test("the assistant's launcher says in French that it cannot open offline, and opens once the connection is back", async ({
  page,
}) => {
  // The connection is gone by the time the assistant's code is wanted (it is not fetched ahead on this visit).
  const widgetCode = /\/assets\/chat-widget-[^/]*\.js$/;
  await page.route(widgetCode, (route) => route.abort('internetdisconnected'));
  await page.goto('/fr/');
  await waitForAppStart(page);

  const launcher = page.getByRole('button', { name: t('chat.launcher.open') });
  await launcher.click();
  await expect(page.getByText(t('chat.launcher.loadFailed'))).toBeVisible();
  await expect(page.getByText(t('landing.hero.claim'))).toBeVisible();

  await page.unroute(widgetCode);
  await launcher.click();
  await expect(page.getByRole('region', { name: t('chat.title', { brand: 'Intambwe Careers' }) })).toBeVisible();
});

test('the contact form offline: the message stays, the reason is in French, and it is sent once back online', async ({
  page,
  context,
}) => {
  await page.goto('/fr/contact');
  const form = page.getByRole('main');
  const message = await fillContactForm(form, 'offline-contact');

  await context.setOffline(true);
  await sendOfflineThenOnline(form, context, message);
});

test('the account area offline: each press says so in French instead of waiting, and works once back online', async ({
  page,
  context,
  request,
}) => {
  const account = await fillFrenchSignIn(page, request);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/fr\/login/, { timeout: 15_000 });
  await page.goto('/fr/account');
  await expect(page.getByRole('heading', { level: 1, name: t('auth.account.title') })).toBeVisible({ timeout: 15_000 });
  const resend = page.getByRole('button', { name: t('auth.account.email.resend') });
  const signOutElsewhere = page.getByRole('button', { name: t('auth.account.sessions.signOutEverywhere') });
  const download = page.getByRole('button', { name: t('auth.account.data.download') });
  await expect(signOutElsewhere).toBeVisible();

  await context.setOffline(true);
  for (const press of [resend, signOutElsewhere, download]) {
    await press.click();
    // The reason is said, and the button is ready again (not held spinning until the connection returns).
    await expect(page.getByText(offlineWords()).first()).toBeVisible();
    await expect(press).toBeEnabled();
  }
  await expectPageStanding(page, t('auth.account.title'));

  await context.setOffline(false);
  await resend.click();
  await expect(page.getByText(t('auth.account.email.resent', { email: account.email }))).toBeVisible();
  await signOutElsewhere.click();
  await expect(page.getByText(t('auth.account.sessions.signedOutEverywhere'))).toBeVisible();
});

/**
 * The connection drops before the code of the part a person presses has come (a first visit on a phone: the page
 * painted, the code still on its way). The code is held at the network edge, then the connection goes and the held
 * downloads fail with it. The press is not lost in silence: the page says, in its language, that there is no
 * connection; what was typed stays; once the connection is back the part starts and the same press works.
 */
test.describe('the connection drops before the code of the pressed part has come', () => {
  const PAGE_CODE = /\/assets\/(?!index-)[^/]+\.js$/; // all but the first script

  /** Holds every chunk of the page's code until `dropConnection()`, which goes offline and fails them all. */
  async function holdCodeUntilOffline(page: Page) {
    const held: Array<{ abort(code: string): Promise<void> }> = [];
    await page.route(PAGE_CODE, (route) => void held.push(route));
    return {
      async dropConnection() {
        await page.context().setOffline(true);
        await page.unroute(PAGE_CODE);
        await Promise.all(held.splice(0).map((route) => route.abort('internetdisconnected')));
      },
    };
  }

  test('Sign In: the reason is in French, the typed text stays, and it signs in once back online', async ({
    page,
    context,
    request,
  }) => {
    const account = await createAccount(request, { role: 'student' });
    const code = await holdCodeUntilOffline(page);
    await page.goto('/fr/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(t('auth.fields.email')).fill(account.email);
    await page.getByLabel(exact(t('auth.fields.password'))).fill(account.password);

    await code.dropConnection();
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: offlineWords() })).toBeVisible();
    await expectPageStanding(page, t('auth.login.title'));
    await expect(page.getByLabel(t('auth.fields.email'))).toHaveValue(account.email);
    await expect(page.getByLabel(exact(t('auth.fields.password')))).toHaveValue(account.password);

    await context.setOffline(false);
    await waitForAppStart(page);
    await expect(page.getByRole('alert').filter({ hasText: offlineWords() })).toHaveCount(0);
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page).not.toHaveURL(/\/fr\/login/, { timeout: 15_000 });
  });

  test('the contact form: the message stays, the reason is in French, and it is sent once back online', async ({
    page,
    context,
  }) => {
    const code = await holdCodeUntilOffline(page);
    await page.goto('/fr/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('main');
    const message = await fillContactForm(form, 'early-offline-contact');

    await code.dropConnection();
    await sendOfflineThenOnline(form, context, message);
    await expect(form.getByRole('alert').filter({ hasText: offlineWords() })).toHaveCount(0);
  });
});
