// What a person on a cheap phone feels (issue 10), against the running product:
//   - first press: a fresh browser profile, phone viewport with touch, the CPU slowed 4x; the page loads,
//     3 s pass, a finger taps the control; the time from the tap to the frame that shows its effect
//     (a press that never shows one within 10 s is "lost");
//   - main-thread work from navigation to interactive (the app's `start:interactive` mark), at 4x;
//   - the trending lists: the time from scrolling to them to their cards on screen, at 4x.
// Time is measured, never asserted: nothing here is a test.
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const EFFECT_TIMEOUT_MS = 10_000;

/** The presses of issue 10: what is tapped, and what the person sees when it worked. */
export const FIRST_PRESSES = [
  { name: 'theme toggle on /', path: '/', control: { role: 'button', name: 'Dark mode' }, effect: 'themeChanged' },
  { name: 'menu on /', path: '/', control: { role: 'button', name: 'Open menu' }, effect: 'dialogShown' },
  { name: 'assistant launcher on /', path: '/', control: { role: 'button', name: 'Open the AI assistant' }, effect: 'assistantShown' },
  { name: 'Sign In (empty) on /login', path: '/login', control: { role: 'button', name: 'Sign In' }, effect: 'text:Email is required' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function phonePage(browser) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

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
    if (effect === 'dialogShown') return [...document.querySelectorAll('[role="dialog"]')].some(visible);
    if (effect === 'assistantShown') return [...document.querySelectorAll('section[data-view="open"]')].some(visible);
    const text = effect.slice('text:'.length);
    return [...document.querySelectorAll('body *')].some((element) => element.childElementCount === 0 && element.textContent?.trim() === text && visible(element));
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

async function onePress(browser, baseUrl, press) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${baseUrl}${press.path}`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const box = await page.getByRole(press.control.role, { name: press.control.name, exact: true }).first().boundingBox();
    if (!box) throw new Error(`${press.name}: the control is not on screen`);
    await page.evaluate(watchForEffect, press.effect);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const done = await page
      .waitForFunction(() => window.__firstPress.shownAt !== null, null, { timeout: EFFECT_TIMEOUT_MS, polling: 100 })
      .then(() => true)
      .catch(() => false);
    if (!done) return null; // lost
    return await page.evaluate(() => window.__firstPress.shownAt - window.__firstPress.pressedAt);
  } finally {
    await context.close();
  }
}

/** Each press, `runs` times in a fresh browser: median and every run (null = lost). */
export async function measureFirstPresses(baseUrl, runs = 3) {
  const results = {};
  for (const press of FIRST_PRESSES) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
      try {
        times.push(await onePress(browser, baseUrl, press));
      } finally {
        await browser.close();
      }
    }
    const answered = times.filter((time) => time !== null);
    results[press.name] = { median: answered.length ? median(answered) : null, lost: times.length - answered.length, runs: times };
  }
  return results;
}

/** Main-thread task time from navigation to the app's `start:interactive` mark, at 4x, in a fresh browser. */
async function startWork(browser, url) {
  const { context, page, cdp } = await phonePage(browser);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('start:interactive').length > 0, null, { timeout: 60_000 });
    await cdp.send('Tracing.end');
    await complete;
    const navigation = events.find((event) => event.name === 'navigationStart');
    const interactive = events.find((event) => event.name === 'start:interactive');
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
      longestTask: Math.max(0, ...durations),
      longTasks: durations.filter((duration) => duration > 50).length,
    };
  } finally {
    await context.close();
  }
}

export async function measureStartWork(baseUrl, paths, runs = 3) {
  const results = {};
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
      try {
        samples.push(await startWork(browser, `${baseUrl}${path}`));
      } finally {
        await browser.close();
      }
    }
    results[path] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
  }
  return results;
}

/** From scrolling to a list to its cards on screen, at 4x, 3 s after load. */
async function listAfterScroll(browser, baseUrl, { anchor, listName }) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    return await page.evaluate(
      ({ anchor, listName, timeout }) =>
        new Promise((resolve) => {
          const scrolledAt = performance.now();
          document.getElementById(anchor)?.scrollIntoView({ behavior: 'instant', block: 'start' });
          const frame = () => {
            const list = [...document.querySelectorAll('ul[aria-label]')].find((element) => element.getAttribute('aria-label') === listName);
            if (list && list.children.length > 0 && list.getBoundingClientRect().height > 0) resolve(performance.now() - scrolledAt);
            else if (performance.now() - scrolledAt > timeout) resolve(null);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      { anchor, listName, timeout: EFFECT_TIMEOUT_MS },
    );
  } finally {
    await context.close();
  }
}

export async function measureListsAfterScroll(baseUrl, runs = 3) {
  const lists = { 'trending jobs': { anchor: 'trending-jobs', listName: 'Trending Jobs' }, 'trending courses': { anchor: 'trending-courses', listName: 'Trending Courses' } };
  const results = {};
  for (const [name, list] of Object.entries(lists)) {
    const times = [];
    for (let run = 0; run < runs; run += 1) {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
      try {
        times.push(await listAfterScroll(browser, baseUrl, list));
      } finally {
        await browser.close();
      }
    }
    const shown = times.filter((time) => time !== null);
    results[name] = { median: shown.length ? median(shown) : null, missing: times.length - shown.length, runs: times };
  }
  return results;
}

/** Script bytes (as sent over the wire) a visit to `path` downloads without any touch, within 10 s of load. */
export async function measureUntouchedDownload(baseUrl, path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
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
  } finally {
    await browser.close();
  }
}
