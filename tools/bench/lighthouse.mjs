// One Lighthouse mobile run (default mobile emulation and simulated throttling)
// in Debian's Chromium with a fresh profile.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync } from 'node:fs';

async function runOnce(url, userDataDir) {
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result.lhr.runtimeError || result.lhr.categories.performance.score === null) {
      throw new Error(result.lhr.runtimeError?.message ?? 'no performance score');
    }
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      speedIndex: audits['speed-index'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** One run; a run Lighthouse itself reports as broken (runtimeError, no score) is repeated, at most twice. */
export async function runLighthouse(url, userDataDir) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await runOnce(url, `${userDataDir}-${attempt}`);
    } catch (error) {
      lastError = error;
      console.warn(`Lighthouse run of ${url} failed (${error.message}); trying again.`);
    }
  }
  throw lastError;
}
