// One Lighthouse mobile run (default mobile emulation, simulated throttling) in Debian's Chromium
// with a fresh profile, its CPU slowdown calibrated from the benchmarkIndex measured in that same
// browser right before the run (calibration.mjs), or fixed with --cpu.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { cpuSlowdownFor, computeBenchmarkIndex } from './calibration.mjs';
import { CHROMIUM } from './environment.mjs';
import { chromiumArgs } from '../chromium.mjs';
import { freePort } from './ports.mjs';
import { untilPlaywrightBrowserQuiet } from './quiet-browser.mjs';
import { blockingBySource } from './tbt-sources.mjs';
import { blockingFromTrace, competingCpu, mainThreadClock } from './trace-clock.mjs';

const FLAGS = ['--headless=new', ...chromiumArgs];

/**
 * benchmarkIndex in a blank tab of the browser Lighthouse is about to use (Lighthouse measures its own in
 * about:blank too); with `onceQuiet`, not before the browser's own start-up work is done (quiet-browser.mjs).
 */
async function indexInBrowser(port, { onceQuiet = false } = {}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    if (onceQuiet) await untilPlaywrightBrowserQuiet(browser);
    const page = await browser.contexts()[0].newPage();
    const index = await page.evaluate(computeBenchmarkIndex);
    await page.close();
    return index;
  } finally {
    await browser.close(); // connected over CDP: disconnects, the browser stays for Lighthouse
  }
}

async function runOnce(url, userDataDir, fixedMultiplier) {
  mkdirSync(userDataDir, { recursive: true });
  const chrome = await launch({
    chromePath: CHROMIUM,
    userDataDir,
    port: await freePort(),
    chromeFlags: FLAGS,
    logLevel: 'silent',
  });
  try {
    // Neither the index nor the run while the browser is still busy with its own start-up.
    const benchmarkIndex = await indexInBrowser(chrome.port, { onceQuiet: true });
    const multiplier = fixedMultiplier ?? cpuSlowdownFor(benchmarkIndex).multiplier;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: multiplier },
    });
    const { categories, audits, configSettings, environment } = result.lhr;
    if (result.lhr.runtimeError || categories.performance.score === null) {
      throw new Error(result.lhr.runtimeError?.message ?? 'no performance score');
    }
    if (configSettings.throttling.cpuSlowdownMultiplier !== multiplier) {
      throw new Error(`Lighthouse ran at ${configSettings.throttling.cpuSlowdownMultiplier}x instead of ${multiplier}x`);
    }
    const indexAfter = await indexInBrowser(chrome.port);
    const longTasks = audits['long-tasks']?.details?.items ?? [];
    const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
    const clock = mainThreadClock(traceEvents);
    const blocking = blockingBySource(result.lhr);
    const traceBlocking = blockingFromTrace(traceEvents, multiplier);
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
      mainThreadWork: audits['mainthread-work-breakdown']?.numericValue ?? null,
      longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
      // The observed (unslowed) trace: the page main thread's task time, and the share of it spent
      // waiting for a core rather than working (trace-clock.mjs). Simulated throttling slows both.
      mainThreadClock: clock?.clockMs ?? null,
      mainThreadCpu: clock?.cpuMs ?? null,
      mainThreadWaiting: clock ? clock.waitingShare * 100 : null,
      competingCpu: competingCpu(traceEvents),
      // The TBT of the observed trace slowed by the same multiplier, each task with its time on the clock and
      // with its time on a CPU (trace-clock.mjs blockingFromTrace): the second is the page's own work.
      traceBlockingOnClock: traceBlocking?.onClockMs ?? null,
      traceBlockingOnCpu: traceBlocking?.onCpuMs ?? null,
      // The TBT by what blocked (tbt-sources.mjs).
      blockingDocument: blocking.document,
      blockingRendering: blocking.rendering,
      blockingScripts: blocking.scripts,
      blockingUnlisted: blocking.unlisted,
      benchmarkIndex,
      lighthouseBenchmarkIndex: environment.benchmarkIndex,
      indexAfter,
      multiplier,
      calibrated: fixedMultiplier === undefined,
    };
  } finally {
    await chrome.kill();
  }
}

/** One run; a run Lighthouse itself reports as broken (runtimeError, no score) is repeated, at most twice. */
export async function runLighthouse(url, userDataDir, { fixedMultiplier } = {}) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await runOnce(url, `${userDataDir}-${attempt}`, fixedMultiplier);
    } catch (error) {
      lastError = error;
      console.warn(`Lighthouse run of ${url} failed (${error.message}); trying again.`);
    }
  }
  throw lastError;
}
