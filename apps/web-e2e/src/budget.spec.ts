import { expect, test } from '@playwright/test';
import { join } from 'node:path';
// @ts-expect-error plain ESM module without types, shared with `npm run bench`
import { measureRoute } from '../../../tools/bench/initial-assets.mjs';

/**
 * Size is deterministic, unlike time: the first download of `/` (entry script,
 * its preloads and stylesheets) must stay within the budget of issue 6.
 */
const BUDGET_BROTLI_BYTES = 130 * 1024;

test('initial JS+CSS of / stays within 130 KB brotli', () => {
  const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  const { initial, files } = measureRoute(distDir, '/');
  expect(files.length).toBeGreaterThan(0);
  expect(
    initial.brotli,
    `initial JS+CSS is ${(initial.brotli / 1024).toFixed(1)} KiB brotli: ${JSON.stringify(files)}`,
  ).toBeLessThanOrEqual(BUDGET_BROTLI_BYTES);
});

test('each language costs at most 5 KB more than English on the account screens', () => {
  const distDir = process.env['E2E_WEB_DIST_DIR'] ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
  for (const path of ['/login', '/register', '/forgot-password']) {
    const english = measureRoute(distDir, path).initial.brotli;
    for (const locale of ['fr', 'rw', 'sw']) {
      const { initial, files } = measureRoute(distDir, `/${locale}${path}`);
      // The language's catalogs are part of the page's download (preloaded with the app).
      expect(
        files.some((file: { href: string }) => new RegExp(`/assets/${locale}-`).test(file.href)),
        `/${locale}${path}`,
      ).toBe(true);
      expect(initial.brotli - english, `/${locale}${path} is ${initial.brotli} B, English ${english} B`).toBeLessThanOrEqual(
        5 * 1024,
      );
    }
  }
});
