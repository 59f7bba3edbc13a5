// One Lighthouse mobile run (default mobile emulation and simulated throttling)
// in Debian's Chromium with a fresh profile.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync } from 'node:fs';

export async function runLighthouse(url, userDataDir) {
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
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
