import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.mjs';
import { foreignRpClients } from './src/support/foreign-relying-party.js';
import { productServerEnv } from './src/support/product-env.js';

/**
 * Journeys in Debian's Chromium against the real product: the built site served
 * by the built server, as `npm run serve` starts it, on a fresh data directory.
 */
const port = Number(process.env['E2E_PORT'] ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env['E2E_DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'intambwe-e2e-'));
process.env['E2E_DATA_DIR'] = dataDir; // workers read it (outbox) and reuse it on config reload

/** A stand-in for Google's script and keys (src/support/google-stand-in.mjs), on its own port. */
const googlePort = Number(process.env['E2E_GOOGLE_PORT'] ?? port + 1);
const googleOrigin = `http://127.0.0.1:${googlePort}`;
const googleClientId = 'e2e-client.apps.googleusercontent.com';

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // Google at the network edge: serves the gsi client script and signs ID tokens with a key made at start.
      command: 'node apps/web-e2e/src/support/google-stand-in.mjs',
      cwd: join(import.meta.dirname, '..', '..'),
      url: `${googleOrigin}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { GOOGLE_STAND_IN_PORT: String(googlePort), GOOGLE_CLIENT_ID: googleClientId },
    },
    {
      // E2E_SERVER_COMMAND / E2E_WEB_DIST_DIR let several people test at once without sharing build output.
      command: process.env['E2E_SERVER_COMMAND'] ?? 'node apps/api/dist/main.js',
      cwd: join(import.meta.dirname, '..', '..'),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000, // a fresh PGlite and its migrations, on a busy 2-core machine
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...productServerEnv(port, dataDir),
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_SCRIPT_URL: `${googleOrigin}/gsi/client`,
        GOOGLE_JWKS_URL: `${googleOrigin}/oauth2/v3/certs`,
        // A foreign relying party (openid-client in openid-connect.spec.ts) besides the two platforms.
        OIDC_CLIENTS: foreignRpClients(port),
      },
    },
  ],
});
