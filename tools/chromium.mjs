// The Chromium every browser test and benchmark drives (Storybook's tests, both Playwright suites,
// the bench): Debian's binary, or CHROMIUM_PATH, launched with the same flags everywhere so a test
// and a measurement see the same browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * No sandbox (containers run as root), no GPU (none here), and nothing the browser fetches on its
 * own (QUIC probes, component updates, sync, first-run pages) competing with the page under test.
 */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
