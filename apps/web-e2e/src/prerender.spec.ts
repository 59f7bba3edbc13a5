import { expect, test, type Page } from '@playwright/test';
import { waitForAppStart } from './support/app.js';

/** Public pages and the heading each must show from its HTML alone. */
const prerendered: Array<[string, RegExp]> = [
  ['/', /./],
  ['/login', /sign in|welcome back/i],
  ['/register', /account|join|sign up/i],
  ['/forgot-password', /password/i],
  ['/reset-password', /password|reset link/i],
  ['/terms', /terms/i],
  ['/privacy', /privacy/i],
  ['/cookies', /cookie/i],
  ['/accessibility', /accessib/i],
  ['/security', /security/i],
  ['/about', /about/i],
  ['/support', /support|help/i],
  ['/contact', /contact/i],
  // The account screens in French, Kinyarwanda and Swahili (their catalogs load before the app attaches).
  ['/fr/login', /bon retour/i],
  ['/rw/register', /konti/i],
  ['/sw/forgot-password', /nenosiri/i],
  ['/fr/reset-password', /mot de passe|lien/i],
];

test.describe('prerendered public pages', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });
    for (const [path, heading] of prerendered) {
      test(`${path} shows its main content and styles from the HTML alone`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
        await expect(page.locator('main')).toBeVisible();
        // Critical CSS is in the page: Chakra's variables and component classes are defined.
        expect(await page.locator('style[data-prerendered-styles]').count()).toBeGreaterThan(0);
        const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
        expect(bodyFont).toContain('system-ui');
      });
    }

    test('each page has its own title, description, canonical URL and sharing cards', async ({ page, baseURL }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle(/Sign in/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/login`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Sign in/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await page.goto('/');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd).toMatchObject({ '@type': 'EducationalOrganization', name: 'Intambwe Careers', url: `${baseURL}/` });
      expect(await page.content()).not.toContain('prerender.invalid');
    });
  });

  async function collectProblems(page: Page) {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    return problems;
  }

  for (const [path] of prerendered) {
    test(`${path} hydrates without errors or warnings`, async ({ page }) => {
      const problems = await collectProblems(page);
      await page.goto(path);
      await waitForAppStart(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
});

test.describe('files for crawlers', () => {
  test('robots.txt and sitemap.xml are real files, not the app shell', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/register</loc>`);
    expect(xml).not.toContain('<html');
  });

  test('assets are precompressed and negotiated', async ({ request, page }) => {
    await page.goto('/');
    const src = (await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src')) as string;
    const brotli = await request.get(src, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(src, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });
});

test.describe('repeat visits on a flaky network', () => {
  test('after one visit the landing page works offline', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    // The first load happened before the worker controlled the page: load once more so it caches the page.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await context.setOffline(false);
  });

  test('answers about people are never cached by the service worker', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.evaluate(() => fetch('/api/auth/me').catch(() => undefined));
    const cachedUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cachedUrls.some((url) => url.includes('/api/auth'))).toBe(false);
    expect(cachedUrls.length).toBeGreaterThan(0);
  });
});

test.describe('installing the site', () => {
  test('a page links the web app manifest once its service worker is active, not in the HTML it is sent with', async ({
    page,
    request,
  }) => {
    // Chromium checks whether the site can be installed as soon as it finds the link (src/app/web-manifest.ts).
    for (const path of ['/', '/login', '/fr/login', '/dashboard']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<title>');
      expect(html, path).not.toContain('rel="manifest"');
    }
    await page.goto('/login');
    // Once the page has started and its service worker is active (src/app/service-worker.ts).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 20_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active != null)).toBe(true);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Intambwe Careers', start_url: '/', display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  test("every page's icon is a small PNG the site serves, not an SVG the page would render as a document of its own", async ({
    request,
  }) => {
    // Chromium draws an SVG favicon as a second page in the page's renderer, on its main thread, during start-up
    // (tools/bench/README.md).
    for (const path of ['/', '/fr/', '/login', '/rw/login', '/dashboard']) {
      const html = await (await request.get(path)).text();
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"[^>]*>/g)];
      expect(
        icons.map((match) => match[1]),
        path,
      ).toEqual(['/favicon.png']);
      expect(icons[0][0], path).toContain('type="image/png"');
    }
    const icon = await request.get('/favicon.png');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect((await icon.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
    // The old icon's address still answers, for the copies of pages that name it (a service worker's cache, other sites).
    const oldIcon = await request.get('/favicon.svg');
    expect(oldIcon.status()).toBe(200);
    expect(oldIcon.headers()['content-type']).toContain('image/svg+xml');
  });
});
