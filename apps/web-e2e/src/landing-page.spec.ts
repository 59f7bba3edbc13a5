import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ELEARNING_URL, JOB_PORTAL_URL } from './support/sister-platforms.js';

/**
 * The landing page as people get it: the built, prerendered site served by the
 * real server. Sections below the hero load their code as they near the
 * viewport, so journeys scroll the way a person does.
 */
test.use({ serviceWorkers: 'block' });

const SECTION_IDS = [
  'hero',
  'about',
  'services',
  'trending-jobs',
  'how-it-works',
  'platforms',
  'trending-courses',
  'testimonials',
];

/** Scrolls through the page so every section's code has arrived (and the lists have loaded). */
async function visitWholePage(page: Page) {
  for (const id of SECTION_IDS) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Trending Jobs' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Trending Courses' })).toBeVisible();
}

/** What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule and its elements. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Stand-ins for the sister platforms on the whole browser context, so pages opened in new tabs land too (no internet here). */
async function standInForSisterPlatformsInNewTabs(context: BrowserContext) {
  for (const url of [ELEARNING_URL, JOB_PORTAL_URL]) {
    await context.route(`${url}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>${new URL(url).host}</title><h1>${new URL(url).host}</h1>`,
      }),
    );
  }
}

test.beforeEach(async ({ context }) => {
  await standInForSisterPlatformsInNewTabs(context);
});

test.describe('structure', () => {
  test('sections come in the order of the spec, with their anchors', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.locator('section[id]')).toHaveCount(SECTION_IDS.length);
    expect(await main.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))).toEqual(
      SECTION_IDS,
    );
    const headings = await main.locator('h1, h2').allTextContents();
    expect(headings).toEqual([
      'Intambwe Careers',
      'Empowering Africa’s workforce, one step at a time',
      'Programs for every stage of your career',
      'Trending Jobs',
      'Ready to start your career journey?',
      'Your path from learning to earning',
      'Two platforms, one career journey',
      'Trending Courses',
      'Careers transformed across Africa',
    ]);
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });

  for (const screen of [
    { name: 'a phone', width: 412, height: 823 },
    { name: 'a laptop', width: 1280, height: 800 },
  ]) {
    test(`on ${screen.name}, the bands in the first screen render at once and the ones below wait until scrolled near`, async ({
      page,
    }) => {
      // A band that waited while on screen would make the browser lay the page out twice in its first frame.
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto('/');
      const bands = await page
        .getByRole('main')
        .locator('section[id]')
        .evaluateAll((sections) =>
          sections.map((section) => ({
            id: section.id,
            top: section.getBoundingClientRect().top + window.scrollY,
            waits: getComputedStyle(section).contentVisibility === 'auto',
          })),
        );
      const firstScreen = bands.filter((band) => band.top < screen.height);
      const below = bands.filter((band) => band.top >= screen.height * 2);
      expect(firstScreen.map((band) => band.id)).toEqual(['hero', 'about']);
      expect(firstScreen.filter((band) => band.waits)).toEqual([]);
      expect(below.length).toBeGreaterThanOrEqual(5);
      expect(below.filter((band) => !band.waits)).toEqual([]);
    });
  }

  test('navigation items scroll to their sections and move focus there', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [item, id] of [
      ['Testimonials', 'testimonials'],
      ['How It Works', 'how-it-works'],
      ['Trending Jobs', 'trending-jobs'],
      ['Home', 'hero'],
    ] as const) {
      await nav.getByRole('link', { name: item }).click();
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect(page.locator(`#${id}`)).toBeFocused();
    }
    await expect(page).toHaveURL(/\/$/);
  });

  test('the bar turns opaque after 50 px, and Back to top shows after 300 px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-opaque');
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-opaque', '');
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  });
});

test.describe('navigation at the large breakpoint (1200 px)', () => {
  test('1199 px: a menu button opens a right-side drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1199, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1190);
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Services' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('the drawer is modal: focus stays in it, the page behind stays put, Escape and a press beside it close it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    for (let step = 0; step < 14; step += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300); // a wheel turn that scrolled would have moved the page by now
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(40, 400); // the backdrop, left of the drawer
    await expect(drawer).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the drawer opens from the keyboard with focus inside, and a press beside it never reaches the page behind', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // The hero's Get Started link sits behind the left part of the open drawer: a press there only closes it.
    const behind = page.locator('#hero').getByRole('link').first();
    const box = await behind.boundingBox();
    expect(box && box.x + 10 < 412 - 320).toBe(true);
    await menu.click();
    await expect(drawer).toBeVisible();
    // Which element the press lands on, recorded as the browser dispatches it.
    await page.evaluate(() => {
      const record = window as { pressedInLink?: boolean | null };
      record.pressedInLink = null;
      document.addEventListener('click', (event) => (record.pressedInLink = (event.target as Element).closest('a') !== null), {
        capture: true,
        once: true,
      });
    });
    await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => (window as { pressedInLink?: boolean | null }).pressedInLink)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('in a browser without popovers the menu opens as a modal dialog, with focus on its first control', async ({ page }) => {
    // Such a browser knows neither the property nor the attribute: the page's own script opens the drawer.
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'popover');
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelectorAll('[popover]').forEach((element) => element.removeAttribute('popover')),
      );
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('from 1200 px the bar holds its items, languages and account actions in every language, nothing cut off', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    for (const path of ['/', '/fr/', '/rw/', '/sw/']) {
      await page.goto(path);
      const bar = page.getByRole('banner');
      // Nothing is clipped (visually hidden texts, one pixel wide on purpose, aside).
      const overflow = await bar.evaluate((header) =>
        [...header.querySelectorAll('*')].some(
          (element) =>
            element.clientWidth > 1 &&
            element.scrollWidth > element.clientWidth + 1 &&
            getComputedStyle(element).overflowX !== 'visible',
        ),
      );
      expect(overflow, path).toBe(false);
      for (const control of await bar.getByRole('link').all()) {
        const box = await control.boundingBox();
        if (box) expect(box.x + box.width, `${path}: ${await control.textContent()}`).toBeLessThanOrEqual(1200);
      }
    }
  });

  test('1200 px: the items sit in the bar and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const elearning = nav.getByRole('link', { name: /Elearning/ });
    await expect(elearning).toHaveAttribute('target', '_blank');
    const popup = page.waitForEvent('popup');
    await elearning.click();
    await expect(await popup).toHaveURL(`${ELEARNING_URL}/`);
  });
});

test.describe('theme', () => {
  test('the chosen theme survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/light/);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme-preference'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });
});

test.describe('Watch Demo', () => {
  test('opens the tour from its HTML; a Next pressed the moment it opens is kept, and the steps go both ways', async ({
    page,
  }) => {
    const tourCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/demo-tour-[^/]*\.js$/.test(request.url())) tourCode.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const tour = page.getByRole('dialog', { name: 'A quick tour of the platform' });
    await expect(tour.getByText('Step 1 of 5')).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click(); // its code may still be on its way
    await expect(tour.getByText('Step 2 of 5')).toBeVisible();
    await expect(tour.getByRole('heading', { name: 'Join live coaching sessions' })).toBeVisible();
    await tour.getByRole('button', { name: 'Previous' }).click();
    await expect(tour.getByText('Step 1 of 5')).toBeVisible();
    expect(tourCode).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  });

  test('the tour’s code is not fetched until somebody opens it', async ({ page }) => {
    const tourCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/demo-tour-[^/]*\.js$/.test(request.url())) tourCode.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(tourCode).toEqual([]);
  });
});

test.describe('accessibility', () => {
  for (const [name, viewport, scheme] of [
    ['desktop, light', { width: 1280, height: 800 }, 'light'],
    ['360 px phone, dark', { width: 360, height: 740 }, 'dark'],
  ] as const) {
    test(`/ has no axe violations (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await visitWholePage(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`/ with the menu open has no axe violations (360 px phone, ${scheme})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.waitForTimeout(300); // its slide in has ended, so colours are measured as shown
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the page fits a 360 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await visitWholePage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
