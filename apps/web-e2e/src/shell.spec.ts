import { expect, test } from '@playwright/test';

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
    // Where each screen settles once its app has started: a visitor without a Google sign-in under way is sent
    // from /select-role to /login. The next address waits for that, so the two navigations never race.
    for (const [path, settled] of [
      ['/login', '/login'],
      ['/register', '/register'],
      ['/forgot-password', '/forgot-password'],
      ['/reset-password', '/reset-password'],
      ['/select-role', '/login'],
      ['/test-google', '/test-google'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === settled);
      await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test.describe('when a screen cannot be downloaded', () => {
    // page.route cannot see requests a service worker makes on the page's behalf.
    test.use({ serviceWorkers: 'block' });

    test("a page whose card's code cannot be downloaded stays standing and says so", async ({ page }) => {
      // The account pages are pages of their own: each card an island of its own code. Make the registration card's fail.
      await page.route(/\/assets\/register-[^/]*\.js$/, (route) => route.abort());
      await page.goto('/register');
      await expect(page.getByText('This part of the page could not load.', { exact: false })).toBeVisible({ timeout: 20_000 });
      // The frame (the page's HTML) stays: the brand, the way back to sign in, the languages.
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
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
