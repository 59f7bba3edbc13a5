import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { waitForAppStart } from './support/app.js';
import { findResetLink, readNewestMail } from './support/outbox.js';
import { ELEARNING_URL, JOB_PORTAL_URL, standInForSisterPlatforms, uniqueEmail } from './support/sister-platforms.js';
import { said } from './support/translations.js';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const locale of ['fr', 'rw', 'sw'] as const) {
  const t = (id: string, values?: Record<string, string | number>) => said(locale, id, values);

  test.describe(`the front door in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await standInForSisterPlatforms(page);
    });

    test('sign-in: a wrong password is told in the language, the right one hands a student over signed in', async ({
      page,
      request,
    }) => {
      const account = await createAccount(request, { role: 'student' });
      await page.goto(`/${locale}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(t('web.titles.login', { brand: 'Intambwe Careers' }));
      await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();

      await page.getByRole('button', { name: t('auth.login.submit') }).click();
      await expect(page.getByText(t('apiClient.fields.EMAIL_REQUIRED'))).toBeVisible();

      await page.getByLabel(t('auth.fields.email')).fill(account.email);
      await page.getByLabel(exact(t('auth.fields.password'))).fill('Wrong-password-1');
      await page.getByRole('button', { name: t('auth.login.submit') }).click();
      await expect(page.getByText(t('auth.server.INVALID_CREDENTIALS'))).toBeVisible();

      await page.getByLabel(exact(t('auth.fields.password'))).fill(account.password);
      await page.getByRole('button', { name: t('auth.login.submit') }).click();
      await page.waitForURL(`${ELEARNING_URL}/auth/login?iss=*`);
    });

    test('registration: the form in the language, then the job portal signed in', async ({ page }) => {
      await page.goto(`/${locale}/login`);
      await page.getByRole('link', { name: t('auth.login.registerLink') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/register$`));
      await page.getByRole('textbox', { name: t('auth.fields.firstName'), exact: true }).fill('Aline');
      await page.getByRole('textbox', { name: t('auth.fields.lastName'), exact: true }).fill('Uwase');
      await page.getByLabel(t('auth.fields.email')).fill(uniqueEmail(`register-${locale}`));
      await page.getByLabel(t('auth.fields.role')).selectOption('job_seeker');
      await page.getByLabel(exact(t('auth.fields.password'))).fill('Kigali2026');
      await page.getByLabel(t('auth.fields.confirmPassword')).fill('Kigali2026');
      await page.getByRole('checkbox').check({ force: true });
      await page.getByRole('button', { name: t('auth.register.submit') }).click();
      await page.waitForURL(`${JOB_PORTAL_URL}/auth/login?iss=*`);
    });

    test('a forgotten password: the email and its link in the language, then signed in', async ({ page, request }) => {
      const account = await createAccount(request);
      await page.goto(`/${locale}/forgot-password`);
      await waitForAppStart(page);
      await page.getByLabel(t('auth.fields.email')).fill(account.email);
      await page.getByRole('button', { name: t('auth.forgotPassword.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('auth.forgotPassword.sentTitle') })).toBeVisible();

      await expect.poll(() => findResetLink(account.email), { timeout: 10_000 }).not.toBeNull();
      const link = findResetLink(account.email) as string;
      expect(new URL(link).pathname).toBe(`/${locale}/reset-password`);
      expect(readNewestMail(account.email) ?? '').not.toContain('Someone (hopefully you)');

      await page.goto(link);
      await page.getByLabel(exact(t('auth.fields.newPassword'))).fill('Musanze2027');
      await page.getByLabel(t('auth.fields.confirmNewPassword')).fill('Musanze2027');
      await page.getByRole('button', { name: t('auth.resetPassword.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('auth.resetPassword.doneTitle') })).toBeVisible();
      expect((await request.post('/api/auth/login', { data: { email: account.email, password: 'Musanze2027' } })).status()).toBe(
        200,
      );
    });

    test('the landing page: its first screen, its sections below and its links, in the language', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(t('web.titles.home', { brand: 'Intambwe Careers' }));
      // Prerendered in the language: the claim is there before any script runs.
      await expect(page.getByText(t('landing.hero.claim'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('landing.hero.getStarted') }).first()).toHaveAttribute('href', `/${locale}/register`);
      await waitForAppStart(page);
      // A section below the fold arrives with its words, and lists the jobs under its name in the language.
      await page.locator('#trending-jobs').scrollIntoViewIfNeeded();
      await expect(page.getByRole('list', { name: t('landing.jobs.title') })).toBeVisible();
      await page.locator('#services').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: t('facts.fields.tvet-development-programs.title') }).click();
      await expect(page.getByRole('heading', { level: 4, name: t('facts.programs.tvet-development-programs.p1.name') })).toBeVisible();
      // The footer's pages are in the language too.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').getByRole('link', { name: t('landing.footer.privacy') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/privacy$`));
      await expect(page.getByRole('heading', { level: 1, name: t('landing.pages.privacy.title') })).toBeVisible();
    });

    test('the landing page passes axe (WCAG 2.2 AA) with every section shown', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await waitForAppStart(page);
      for (const id of ['about', 'services', 'trending-jobs', 'how-it-works', 'platforms', 'trending-courses', 'testimonials'])
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('list', { name: t('landing.courses.title') })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    for (const path of ['/login', '/register', '/forgot-password', '/privacy', '/about']) {
      test(`${path} passes axe (WCAG 2.2 AA)`, async ({ page }) => {
        await page.goto(`/${locale}${path}`);
        await waitForAppStart(page);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(
          violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}

test.describe('choosing a language', () => {
  test('the links switch the screen, and the choice is kept for the next visit', async ({ page, context }) => {
    await page.goto('/login');
    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await waitForAppStart(page);
    await languages.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('heading', { level: 1, name: said('sw', 'auth.login.title') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sw');
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('sw');

    // The next visit (typed, a bookmark, or a link from the English home page) opens in Swahili.
    const next = await context.newPage();
    await next.goto('/register');
    await expect(next).toHaveURL(/\/sw\/register$/);
    await expect(next.getByRole('heading', { level: 1, name: said('sw', 'auth.register.title') })).toBeVisible();

    // Back to English from the links, which the person can always do.
    await next
      .getByRole('navigation', { name: said('sw', 'auth.layout.language') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(next).toHaveURL(/\/register$/);
    await expect(next.locator('html')).toHaveAttribute('lang', 'en');
    await expect(next.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  test('on the landing page: the bar, the menu and the footer offer the languages, and the choice is kept', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
    await expect(bar.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await waitForAppStart(page);
    await bar.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(said('fr', 'landing.hero.claim'))).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('fr');

    // On a phone the menu has them.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.getByRole('button', { name: said('fr', 'landing.nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: said('fr', 'landing.nav.menuTitle') });
    await menu.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/$/);
    await expect(page.getByText(said('sw', 'landing.hero.claim'))).toBeVisible();

    // The next visit to / opens in the language chosen last.
    const next = await context.newPage();
    await next.goto('/');
    await expect(next).toHaveURL(/\/sw\/$/);
  });

  test('a first visit follows the browser’s language; a language we do not have stays in English', async ({ browser }) => {
    // The browser's language (Playwright's `locale` sets the Accept-Language it sends).
    for (const [language, expected] of [
      ['rw-RW', /\/rw\/$/],
      ['sw-KE', /\/sw\/$/],
      ['fr-FR', /\/fr\/$/],
      ['de-DE', /:\d+\/$/],
    ] as const) {
      const context = await browser.newContext({ locale: language, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page, language).toHaveURL(expected);
      await context.close();
    }
  });

  test('every page names its versions in the other languages for search engines', async ({ page, request }) => {
    await page.goto('/rw/forgot-password');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
      );
    expect(alternates).toEqual([
      ['en', '/forgot-password'],
      ['fr', '/fr/forgot-password'],
      ['rw', '/rw/forgot-password'],
      ['sw', '/sw/forgot-password'],
      ['x-default', '/forgot-password'],
    ]);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/sw/login</loc>');
    expect(sitemap).toContain('hreflang="rw"');
  });
});
