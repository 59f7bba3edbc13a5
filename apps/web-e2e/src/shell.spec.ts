import { expect, test } from '@playwright/test';
import { waitForAppStart } from './support/app.js';

test.describe('the shell serves the product', () => {
  test('the landing page renders at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Intambwe Careers/);
  });

  test('an unknown path shows the landing page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Intambwe Careers' })).toBeVisible();
  });

  test('every route of the route table renders without crashing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/select-role', '/test-google']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test.describe('when a screen cannot be downloaded', () => {
    // page.route cannot see requests a service worker makes on the page's behalf.
    test.use({ serviceWorkers: 'block' });

    test("the router error screen shows when a screen's code fails, and the page stays standing", async ({ page }) => {
      await page.goto('/login');
      await waitForAppStart(page); // the router is part of the account app
      // Each account screen arrives as a file of its own; make the registration screen's download fail.
      await page.route(/\/assets\/register-[^/]*\.js$/, (route) => route.abort());
      await page.getByRole('link', { name: 'Sign up' }).click();
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
    });
  });

  test('the API answers health and demo jobs', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    const jobs = await request.get('/api/jobs?limit=6');
    const body = await jobs.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(6);
  });

  test('hashed assets are cached for a year, HTML revalidates', async ({ request, page }) => {
    const html = await request.get('/');
    expect(html.headers()['cache-control']).toBe('no-cache');
    await page.goto('/');
    const script = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
    const asset = await request.get(script as string);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});
