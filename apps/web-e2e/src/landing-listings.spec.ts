import { expect, test, type BrowserContext } from '@playwright/test';
import { ELEARNING_URL, JOB_PORTAL_URL } from './support/sister-platforms.js';
import { said } from './support/translations.js';

/** Trending jobs and courses come from the real server (its demo data), fetched by the page itself. */
test.use({ serviceWorkers: 'block' });

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

test('trending jobs show the jobs the server lists, and open the job portal in a new tab', async ({ page, request }) => {
  const answer = await (await request.get('/api/jobs?limit=6')).json();
  const titles: string[] = answer.data.map((job: { title: string }) => job.title);
  expect(titles.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.locator('#trending-jobs').scrollIntoViewIfNeeded();
  const list = page.getByRole('list', { name: 'Trending Jobs' });
  await expect(list.getByRole('article')).toHaveCount(titles.length);
  expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    titles.map((title) => `${title} (opens in a new tab)`),
  );
  await expect(list.getByText('Competitive salary').first()).toBeVisible();
  await expect(list.getByText('Urgent').first()).toBeVisible();
  await expect(list.getByText('Curated').first()).toBeVisible();
  for (const card of await list.getByRole('article').all()) expect((await card.boundingBox())?.height).toBe(500);

  // Clicking anywhere on a card (here in its middle, on the details) opens the portal's jobs page in a new tab.
  const firstCard = list.getByRole('article').first();
  const popup = page.waitForEvent('popup');
  await firstCard.click({ position: { x: 40, y: 220 } });
  const portal = await popup;
  await expect(portal).toHaveURL(`${JOB_PORTAL_URL}/jobs`);
  await portal.close();

  const coaching = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Get Job Preparation Coaching/ }).click();
  await expect(await coaching).toHaveURL(`${JOB_PORTAL_URL}/register`);
  await expect(page).toHaveURL(/\/$/);
});

test('trending courses show the most-enrolled public courses, each opening its enrolment page', async ({ page, request }) => {
  const answer = await (await request.get('/api/courses/public?limit=6&sortBy=enrollmentCount&sortOrder=desc')).json();
  const courses: Array<{ _id: string; title: string; rating?: number; tags: string[] }> = answer.data.courses;
  expect(courses.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.locator('#trending-courses').scrollIntoViewIfNeeded();
  const list = page.getByRole('list', { name: 'Trending Courses' });
  await expect(list.getByRole('article')).toHaveCount(courses.length);
  expect(await list.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    courses.map((course) => `${course.title} (opens in a new tab)`),
  );
  // Each card shows its rating (or N/A) and at most 3 tags.
  for (const [index, course] of courses.entries()) {
    const card = list.getByRole('article').nth(index);
    await expect(card.getByText(course.rating === undefined ? 'N/A' : course.rating.toFixed(1), { exact: true })).toBeVisible();
    for (const tag of course.tags.slice(0, 3)) await expect(card.getByText(tag, { exact: true })).toBeVisible();
    for (const tag of course.tags.slice(3)) await expect(card.getByText(tag, { exact: true })).toHaveCount(0);
  }

  const first = courses[0] as (typeof courses)[number];
  const popup = page.waitForEvent('popup');
  await list.getByRole('link', { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(await popup).toHaveURL(`${ELEARNING_URL}/course/${first._id}/enroll`);
  await expect(page.getByRole('link', { name: /View All Courses/ })).toHaveAttribute('href', `${ELEARNING_URL}/courses`);
});

test('the services chips load the other fields on demand', async ({ page }) => {
  await page.goto('/');
  await page.locator('#services').scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Programs in Student Academic Coaching' }).getByRole('listitem')).toHaveCount(8);
  const catalog = page.waitForResponse((response) => /program-catalog-.*\.js$/.test(response.url()));
  await page.getByRole('button', { name: 'TVET Development Programs' }).click();
  await catalog;
  await expect(page.getByRole('list', { name: 'Programs in TVET Development Programs' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'TVET Development Programs' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('a jump straight to a band the page renders only near the screen, on a phone, once the page has started', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  // The band is skipped by the browser until it comes near (content-visibility: auto): its lists must still load
  // when it arrives in one jump, with no scrolling after it (a link, a fast fling, a search result).
  for (const { path, band, list } of [
    { path: '/fr/', band: '#trending-jobs', list: said('fr', 'landing.jobs.title') },
    { path: '/fr/', band: '#trending-courses', list: said('fr', 'landing.courses.title') },
    { path: '/', band: '#trending-jobs', list: 'Trending Jobs' },
  ]) {
    test(`${path}${band} shows its list`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.locator(band).scrollIntoViewIfNeeded();
      await expect(page.getByRole('list', { name: list }).getByRole('article').first()).toBeVisible();
    });
  }
});
