// What a person on a cheap phone feels (issue 10), against the running product, each run in a
// fresh browser whose CPU is slowed by the multiplier calibrated from the benchmarkIndex measured
// in it just before the run (calibration.mjs; or fixed with --cpu):
//   - first press: a fresh browser profile, phone viewport with touch; the page loads,
//     3 s pass, a finger taps the control; the time from the tap to the frame that shows its effect
//     (a press that never shows one within 10 s is "lost");
//   - main-thread work from navigation to interactive (the app's `start:interactive` mark), its time on
//     the CPU, the longest task, and the tasks over 50 ms and over 200 ms, in a browser driven by a bare
//     protocol client (bare-browser.mjs: Playwright's own world in the page and its enabled Runtime domain
//     would be counted among those tasks, and a phone runs neither);
//   - the trending lists: the time from scrolling to them to their cards on screen.
// Each run keeps its benchmarkIndex and multiplier. Time is measured, never asserted: nothing here is a test.
import { chromium } from 'playwright-core';
import { openBareBrowser } from './bare-browser.mjs';
import { untilPlaywrightBrowserQuiet } from './quiet-browser.mjs';
import { benchmarkIndexIn, measureBenchmarkIndex, slowdownForRun } from './calibration.mjs';
import { CHROMIUM } from './environment.mjs';
import { valueInPage, waitInPage } from './in-page.mjs';
import { chromiumArgs } from '../chromium.mjs';
import { summarise, summariseEach } from './stats.mjs';

const ARGS = chromiumArgs;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const EFFECT_TIMEOUT_MS = 10_000;

/** The presses of issue 10: what is tapped, and what the person sees when it worked. */
export const FIRST_PRESSES = [
  { name: 'theme toggle on /', path: '/', control: { role: 'button', name: 'Dark mode' }, effect: 'themeChanged' },
  { name: 'menu on /', path: '/', control: { role: 'button', name: 'Open menu' }, effect: 'dialogShown' },
  {
    name: 'assistant launcher on /',
    path: '/',
    control: { role: 'button', name: 'Open the AI assistant' },
    effect: 'assistantShown',
  },
  {
    name: 'Sign In (empty) on /login',
    path: '/login',
    control: { role: 'button', name: 'Sign In' },
    effect: 'text:Email is required',
  },
];

/** A phone-sized page in a fresh context; the CPU slowdown is set after measuring the benchmarkIndex in it (blank, unthrottled). */
async function phonePage(browser, cpu) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const slowdown = await slowdownForRun(page, cpu.fixedMultiplier);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown.multiplier });
  return { context, page, cdp, slowdown };
}

/** Playwright's browser: for the presses and the lists, where a person acts on the page. */
const PLAYWRIGHT = {
  async open() {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    await untilPlaywrightBrowserQuiet(browser);
    return browser;
  },
  indexIn: benchmarkIndexIn,
};

/** A fresh Playwright browser for one run of `measure(browser)`. */
async function inFreshBrowser(measure) {
  const browser = await PLAYWRIGHT.open();
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}

/** A bare protocol client's browser (bare-browser.mjs): for the page's own start-up, with nothing of a harness in it. */
const BARE = {
  open: openBareBrowser,
  async indexIn(browser) {
    const tab = await browser.newTab();
    try {
      return await measureBenchmarkIndex(tab);
    } finally {
      await tab.close();
    }
  },
};

/**
 * One timed run in a fresh browser (Playwright's unless `kind` says otherwise), with the benchmarkIndex
 * measured again right after it; a run that could not be measured (e.g. a host too busy to calibrate)
 * is tried once more, then kept as { error }.
 */
export async function timedRun(measure, kind = PLAYWRIGHT) {
  let lastError;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let browser;
    try {
      browser = await kind.open();
      return { ...(await measure(browser)), indexAfter: await kind.indexIn(browser) };
    } catch (error) {
      lastError = error;
    } finally {
      await browser?.close();
    }
  }
  console.warn(`A run was not measured: ${lastError.message.split('\n')[0]}`);
  return { error: lastError.message.split('\n')[0] };
}

const measured = (samples) => samples.filter((sample) => !sample.error);

/**
 * In the page: note when the finger lands (the touch event's own time stamp) and
 * watch every frame from then on until the effect is there.
 */
function watchForEffect(effect) {
  const state = { pressedAt: null, shownAt: null };
  window.__firstPress = state;
  const before = document.documentElement.classList.contains('dark');
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const shown = () => {
    if (effect === 'themeChanged') return document.documentElement.classList.contains('dark') !== before;
    // A dialog by role: an element with role="dialog", the browser's own <dialog> once open (its role is implicit), an open popover.
    if (effect === 'dialogShown') return [...document.querySelectorAll('[role="dialog"], dialog[open], :popover-open')].some(visible);
    if (effect === 'assistantShown') return [...document.querySelectorAll('section[data-view="open"]')].some(visible);
    const text = effect.slice('text:'.length);
    return [...document.querySelectorAll('body *')].some(
      (element) => element.childElementCount === 0 && element.textContent?.trim() === text && visible(element),
    );
  };
  addEventListener('touchstart', (event) => (state.pressedAt ??= event.timeStamp), { capture: true, once: true, passive: true });
  const frame = () => {
    if (state.pressedAt !== null && shown()) {
      state.shownAt = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function onePress(browser, baseUrl, press, cpu) {
  const { context, page, cdp, slowdown } = await phonePage(browser, cpu);
  try {
    await page.goto(`${baseUrl}${press.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const box = await page.getByRole(press.control.role, { name: press.control.name, exact: true }).first().boundingBox();
    if (!box) throw new Error(`${press.name}: the control is not on screen`);
    // Through the protocol, not Playwright's evaluate and waitForFunction: they would put Playwright's
    // script into the page, to be parsed on its main thread between the tap and its answer (in-page.mjs).
    await valueInPage(cdp, `(${watchForEffect})(${JSON.stringify(press.effect)})`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const done = await waitInPage(cdp, 'window.__firstPress.shownAt !== null', { timeout: EFFECT_TIMEOUT_MS });
    if (!done) return { time: null, ...slowdown }; // lost
    return { time: await valueInPage(cdp, 'window.__firstPress.shownAt - window.__firstPress.pressedAt'), ...slowdown };
  } finally {
    await context.close();
  }
}

/** Each press, `runs` times in a fresh browser: { time: summary (null runs = lost), runs: [{ time, benchmarkIndex, multiplier }] }. */
export async function measureFirstPresses(baseUrl, runs, cpu = {}) {
  const results = {};
  for (const press of FIRST_PRESSES) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await timedRun((browser) => onePress(browser, baseUrl, press, cpu)));
    results[press.name] = { time: summarise(measured(samples).map((sample) => sample.time)), runs: samples };
  }
  return results;
}

/**
 * Main-thread task time from navigation to the app's `start:interactive` mark, in a fresh bare browser
 * (bare-browser.mjs): the phone's screen and touch, its CPU slowdown, a trace, and nothing of a harness
 * in the page (no Runtime domain enabled, no script put into it).
 */
async function startWork(browser, url, cpu) {
  const tab = await browser.newTab();
  try {
    const slowdown = await slowdownForRun(tab, cpu.fixedMultiplier);
    await tab.send('Emulation.setDeviceMetricsOverride', {
      width: PHONE.viewport.width,
      height: PHONE.viewport.height,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      mobile: PHONE.isMobile,
    });
    await tab.send('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch, maxTouchPoints: 5 });
    await tab.send('Emulation.setCPUThrottlingRate', { rate: slowdown.multiplier });
    // Traced from the browser's session: a tab's own trace can miss the first events of the renderer
    // the navigation moves to (its navigationStart was missing in 1 of 6 loads of /login).
    const events = [];
    browser.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = browser.once('Tracing.tracingComplete');
    await browser.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await tab.send('Page.navigate', { url });
    // Waited for from outside (in-page.mjs), across the navigation.
    if (!(await waitInPage(tab, "performance.getEntriesByName('start:interactive').length > 0"))) {
      throw new Error(`${url} never marked start:interactive`);
    }
    await browser.send('Tracing.end');
    await complete;
    // The mark the app sets is in the page's own renderer; the page's navigationStart is the last one
    // of that renderer's main frame before it (the first navigationStart of a trace can be the blank
    // page's, in another renderer, which made some runs count another process's few tasks).
    const interactive = events.find((event) => event.name === 'start:interactive');
    const navigation = events
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          event.pid === interactive.pid &&
          event.ts <= interactive.ts &&
          event.args?.data?.isLoadingMainFrame !== false &&
          String(event.args?.data?.documentLoaderURL ?? url).startsWith('http'),
      )
      .at(-1);
    const tasks = events.filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        event.ts >= navigation.ts &&
        event.ts <= interactive.ts,
    );
    const durations = tasks.map((task) => task.dur / 1000);
    return {
      interactiveAt: (interactive.ts - navigation.ts) / 1000,
      mainThreadWork: durations.reduce((sum, duration) => sum + duration, 0),
      // The same tasks' time on the CPU (thread time): CPU throttling and other work on the machine
      // both take the thread off the CPU, so work / (CPU time x multiplier) > 1 shows the share of contention.
      mainThreadCpu: tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000,
      longestTask: Math.max(0, ...durations),
      tasksOver50: durations.filter((duration) => duration > 50).length,
      tasksOver200: durations.filter((duration) => duration > 200).length,
      ...slowdown,
    };
  } finally {
    await tab.close();
  }
}

export const START_WORK_FIGURES = [
  'interactiveAt',
  'mainThreadWork',
  'mainThreadCpu',
  'longestTask',
  'tasksOver50',
  'tasksOver200',
];

/** Per page: a summary of each figure over `runs` fresh browsers, and the runs themselves. */
export async function measureStartWork(baseUrl, paths, runs, cpu = {}) {
  const results = {};
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await timedRun((browser) => startWork(browser, `${baseUrl}${path}`, cpu), BARE));
    results[path] = { ...summariseEach(measured(samples), START_WORK_FIGURES), runs: samples };
  }
  return results;
}

/** From scrolling to a list to its cards on screen, 3 s after load. */
async function listAfterScroll(browser, baseUrl, { anchor, listName }, cpu) {
  const { context, page, slowdown } = await phonePage(browser, cpu);
  try {
    const time = await listTime(page, baseUrl, anchor, listName);
    return { time, ...slowdown };
  } finally {
    await context.close();
  }
}

async function listTime(page, baseUrl, anchor, listName) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  return page.evaluate(
    ({ anchor, listName, timeout }) =>
      new Promise((resolve) => {
        const scrolledAt = performance.now();
        document.getElementById(anchor)?.scrollIntoView({ behavior: 'instant', block: 'start' });
        const frame = () => {
          const list = [...document.querySelectorAll('ul[aria-label]')].find(
            (element) => element.getAttribute('aria-label') === listName,
          );
          if (list && list.children.length > 0 && list.getBoundingClientRect().height > 0)
            resolve(performance.now() - scrolledAt);
          else if (performance.now() - scrolledAt > timeout) resolve(null);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { anchor, listName, timeout: EFFECT_TIMEOUT_MS },
  );
}

export async function measureListsAfterScroll(baseUrl, runs, cpu = {}) {
  const lists = {
    'trending jobs': { anchor: 'trending-jobs', listName: 'Trending Jobs' },
    'trending courses': { anchor: 'trending-courses', listName: 'Trending Courses' },
  };
  const results = {};
  for (const [name, list] of Object.entries(lists)) {
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await timedRun((browser) => listAfterScroll(browser, baseUrl, list, cpu)));
    results[name] = { time: summarise(measured(samples).map((sample) => sample.time)), runs: samples };
  }
  return results;
}

/** Script bytes (as sent over the wire) a visit to `path` downloads without any touch, within 10 s of load. */
export async function measureUntouchedDownload(baseUrl, path) {
  return inFreshBrowser(async (browser) => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(10_000);
    return await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.name.endsWith('.js'))
        .filter((entry) => entry.name.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    );
  });
}
