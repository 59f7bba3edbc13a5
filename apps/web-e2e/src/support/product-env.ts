/**
 * The settings every product instance of the browser tests runs with: the main
 * web server of playwright.config.ts and the extra ones of product-server.ts.
 * E2E_WEB_DIST_DIR lets several people test at once without sharing build output.
 */
export function productServerEnv(port: number, dataDir: string): Record<string, string> {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseURL,
    ELEARNING_URL: 'https://learn.example.com',
    JOB_PORTAL_URL: 'https://jobs.example.com',
    // Every journey comes from 127.0.0.1 within minutes (more registrations than one address may make in an
    // hour); the limits themselves are tested by the server suite.
    RATE_LIMIT_FACTOR: '10',
    // The developer page /test-google is checked here too (axe, the Google journey); that it is off by default
    // is the server suite's test.
    ENABLE_TEST_PAGES: 'true',
    ...(process.env['E2E_WEB_DIST_DIR'] ? { WEB_DIST_DIR: process.env['E2E_WEB_DIST_DIR'] } : {}),
  };
}
