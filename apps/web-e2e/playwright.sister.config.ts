import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.mjs';

/**
 * The foreign consumer's journey: examples/sister-platform, installed from the
 * local registry and built by tools/release/sister-platform.mjs (run that; it
 * starts this config with --e2e), served on its own origin beside the built
 * product, which allows that origin through CORS_ORIGINS, registers it as its
 * OpenID client `elearning` (ELEARNING_URL) and tells its backend when people
 * sign out (a back-channel logout URI through OIDC_CLIENTS).
 */
const productPort = Number(process.env['E2E_SISTER_API_PORT'] ?? 4330);
const sisterPort = Number(process.env['E2E_SISTER_PORT'] ?? productPort + 1);
export const productOrigin = `http://127.0.0.1:${productPort}`;
export const sisterOrigin = `http://127.0.0.1:${sisterPort}`;
const sisterDir = process.env['SISTER_PLATFORM_DIR'] ?? '';
if (!existsSync(join(sisterDir, 'dist', 'index.html'))) {
  throw new Error('Build the sister platform first: node tools/release/sister-platform.mjs --e2e (npm run test:sister).');
}
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'intambwe-sister-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir; // the outbox helper reads it in the workers
process.env['E2E_SISTER_ORIGIN'] = sisterOrigin;
process.env['E2E_PRODUCT_ORIGIN'] = productOrigin;

export default defineConfig({
  testDir: './sister-platform',
  outputDir: '../../dist/.playwright/sister-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: sisterOrigin,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The product: site and API, as `npm run serve` starts it, allowing the sister origin.
      command: process.env['E2E_SERVER_COMMAND'] ?? 'node apps/api/dist/main.js',
      cwd: join(import.meta.dirname, '..', '..'),
      url: `${productOrigin}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000, // a fresh database and migrations; minutes on a busy machine
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(productPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: productOrigin,
        CORS_ORIGINS: sisterOrigin,
        // The sister platform is the e-learning platform: students are sent there and sign in through OpenID Connect.
        ELEARNING_URL: sisterOrigin,
        OIDC_CLIENTS: JSON.stringify([
          { client_id: 'elearning', backchannel_logout_uri: `${sisterOrigin}/auth/backchannel-logout` },
        ]),
        JOB_PORTAL_URL: 'https://jobs.example.com',
        ...(process.env['E2E_WEB_DIST_DIR'] ? { WEB_DIST_DIR: process.env['E2E_WEB_DIST_DIR'] } : {}),
      },
    },
    {
      // The sister platform on its own origin: its own Vite, from its own node_modules, with its backend routes.
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${sisterPort} --strictPort`,
      cwd: sisterDir,
      env: { VITE_FRONT_DOOR_URL: productOrigin, PLATFORM_URL: sisterOrigin },
      url: `${sisterOrigin}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
