// The whole journey on a 3G network (issue 19, item 5): a fresh profile on a phone (412x823, touch),
// DevTools' "Fast 3G" network and the calibrated CPU slowdown, a person opens `/`, taps the menu as
// soon as the page is painted, taps Login in the menu, types the email and password of a real student
// account, taps Sign In, and the browser goes on until its top-level navigation reaches the sister
// platform (the bench server's ELEARNING_URL is a stand-in on loopback, sister-stand-in.mjs).
//
// Network: DevTools' "Fast 3G" preset (renamed "Slow 4G" in Chrome 127, same values), as in
// devtools-frontend's core/sdk/NetworkManager.ts and puppeteer-core's PredefinedNetworkConditions:
// 1.6 Mbps x 0.9 down (180,000 B/s), 750 kbps x 0.9 up (84,375 B/s), 150 ms x 3.75 = 562.5 ms latency
// per request (the request-level counterpart of Lighthouse's mobileSlow4G: 150 ms RTT, 1.6 Mbps / 750 kbps).
// It is applied through a browser-wide DevTools connection to every page and worker of the journey,
// the service worker included (its fetches are as slow and cost as much as the page's), and the bytes
// are the encodedDataLength of Network.loadingFinished (plus redirect answers) of each of them; a
// page's response served by its service worker is counted where it crossed the network, in the worker.
//
// Controls are found by role and accessible name (Open menu, Login, Sign In; the fields by a name that starts
// with Email or Password: "Email address" today); the
// menu counts as shown when an element with role dialog (role="dialog", or an open <dialog>, whose role is implicit),
// or an open [popover], is visible.
// Times are measured, never asserted.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { connectToBrowser } from './bare-browser.mjs';
import { benchmarkIndexIn, slowdownForRun } from './calibration.mjs';
import { CHROMIUM } from './environment.mjs';
import { chromiumArgs } from '../chromium.mjs';
import { valueInPage, waitInPage } from './in-page.mjs';
import { freePort } from './ports.mjs';
import { untilBrowserQuiet } from './quiet-browser.mjs';
import { summariseEach } from './stats.mjs';

export const FAST_3G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};

const ARGS = chromiumArgs;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
const STEP_TIMEOUT_MS = 30_000;
const LOST_AFTER_MS = 15_000;
const WATCHED_TARGETS = new Set(['page', 'iframe', 'worker', 'service_worker', 'shared_worker']);
const now = () => performance.timeOrigin + performance.now();

/**
 * Throttles every page and worker that opens while `state.armed`, before it runs, and counts what
 * each one receives; notes the home page's first contentful paint and the arrival at the sister.
 */
function watchTargets(cdp, state) {
  const excluded = new Set(); // requests a service worker answered: counted in the worker, if they crossed the network
  const autoAttach = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };
  const configure = async (sessionId, { type, targetId }) => {
    try {
      if (state.armed && WATCHED_TARGETS.has(type)) {
        state.sessions.set(sessionId, { type, targetId });
        state.targets[type] = (state.targets[type] ?? 0) + 1;
        await cdp.send('Network.enable', {}, sessionId);
        await cdp.send('Network.emulateNetworkConditions', FAST_3G, sessionId);
        if (type === 'page') {
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: state.multiplier }, sessionId);
          await cdp.send('Page.enable', {}, sessionId);
          await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true }, sessionId);
        }
      }
      await cdp.send('Target.setAutoAttach', autoAttach, sessionId).catch(() => undefined); // frames and workers of this target
    } catch (error) {
      state.errors.push(`${type}: ${error.message}`);
    } finally {
      await cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
    }
  };
  cdp.on(({ method, params, sessionId }) => {
    if (method === 'Target.attachedToTarget') {
      void configure(params.sessionId, params.targetInfo);
      return;
    }
    const target = state.sessions.get(sessionId);
    if (!target || !state.counting) return;
    const key = `${sessionId}:${params.requestId}`;
    if (method === 'Network.requestWillBeSent') state.addresses.set(key, `${target.type} ${params.request.url}`);
    if (method === 'Network.requestWillBeSent' && params.redirectResponse && !params.redirectResponse.fromServiceWorker) {
      state.bytes += params.redirectResponse.encodedDataLength ?? 0;
      state.bytesByTarget[target.type] =
        (state.bytesByTarget[target.type] ?? 0) + (params.redirectResponse.encodedDataLength ?? 0);
    } else if (method === 'Network.responseReceived' && params.response.fromServiceWorker) {
      excluded.add(key);
    } else if (method === 'Network.loadingFinished' && !excluded.has(key)) {
      state.bytes += params.encodedDataLength;
      state.bytesByTarget[target.type] = (state.bytesByTarget[target.type] ?? 0) + params.encodedDataLength;
      const address = state.addresses.get(key) ?? `${target.type} (unknown)`;
      state.bytesByAddress[address] = (state.bytesByAddress[address] ?? 0) + params.encodedDataLength;
      state.responses += 1;
    } else if (method === 'Page.lifecycleEvent' && params.name === 'firstContentfulPaint' && params.frameId === target.targetId) {
      state.onPaint?.();
    } else if (
      method === 'Page.frameNavigated' &&
      !params.frame.parentId &&
      params.frame.url.startsWith(`${state.sisterOrigin}/`)
    ) {
      state.sisterAt ??= now();
      state.counting = false;
      state.onSister?.();
    }
  });
  return cdp.send('Target.setAutoAttach', autoAttach);
}

/** In every document of the journey: when the menu tap landed and the menu showed, and when the login form showed. */
function journeyRecorder() {
  const journey = { menuTouchAt: null, menuShownAt: null, loginShownAt: null };
  window.__journey = journey;
  const epoch = (time) => performance.timeOrigin + time;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  const anyVisible = (selector) => [...document.querySelectorAll(selector)].some(visible);
  addEventListener('touchstart', (event) => (journey.menuTouchAt ??= epoch(event.timeStamp)), { capture: true, passive: true });
  const frame = () => {
    if (journey.menuTouchAt !== null && journey.menuShownAt === null && anyVisible('[role="dialog"], dialog[open], :popover-open')) {
      journey.menuShownAt = epoch(performance.now());
    }
    if (journey.loginShownAt === null && anyVisible('input[type="password"]') && anyVisible('input[type="email"]')) {
      journey.loginShownAt = epoch(performance.now());
    }
    if (journey.loginShownAt === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function until(register, timeoutMs, what) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: not within ${timeoutMs / 1000} s`)), timeoutMs);
    register(() => {
      clearTimeout(timer);
      resolve(now());
    });
  });
}

/** Taps a control once it is on screen and has stopped moving; returns when the finger landed. */
async function tapWhenReady(page, locator) {
  await locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await locator.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  let box = await locator.boundingBox();
  for (let check = 0; check < 20; check += 1) {
    await page.waitForTimeout(50);
    const next = await locator.boundingBox();
    if (box && next && box.x === next.x && box.y === next.y && box.width === next.width) break;
    box = next;
  }
  if (!box) throw new Error('the control is not on screen');
  const at = now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return at;
}

const byRoleAndName = (scope, roles, name) =>
  roles
    .map((role) => scope.getByRole(role, { name, exact: true }))
    .reduce((all, next) => all.or(next))
    .filter({ visible: true })
    .first();

/** The menu that is shown: a visible dialog, or a popover (a closed one is not displayed). */
const shownMenu = (page) => page.locator('[role="dialog"], dialog[open], [popover]').filter({ visible: true }).last();

/** Where the Open menu button is on a phone, from an unthrottled visit: the journey taps there as soon as the page paints. */
async function menuButtonCentre(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    const box = await page.getByRole('button', { name: 'Open menu', exact: true }).first().boundingBox();
    if (!box) throw new Error('no Open menu button on screen at 412x823');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await browser.close();
  }
}

async function oneJourney({ baseUrl, sister, account, menuCentre, cpu, failureShot }) {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, `--remote-debugging-port=${port}`] });
  const cdp = await connectToBrowser(port);
  await untilBrowserQuiet(cdp.send);
  const state = {
    armed: false,
    counting: true,
    multiplier: 1,
    sessions: new Map(),
    errors: [],
    bytes: 0,
    bytesByTarget: {},
    // Where the bytes went: each response's encoded size by the target that fetched it and its address.
    addresses: new Map(),
    bytesByAddress: {},
    targets: {},
    responses: 0,
    sisterOrigin: sister.url,
    sisterAt: null,
  };
  const result = {};
  let step = 'measuring the benchmarkIndex';
  let page;
  try {
    await watchTargets(cdp, state);
    // The benchmarkIndex in a blank page of this browser, unthrottled, just before the run.
    const blank = await browser.newContext();
    Object.assign(result, await slowdownForRun(await blank.newPage(), cpu.fixedMultiplier));
    await blank.close();
    state.multiplier = result.multiplier;
    state.armed = true;

    const context = await browser.newContext({ ...PHONE, reducedMotion: 'no-preference' });
    await context.addInitScript(journeyRecorder);
    page = await context.newPage();
    // Reads and waits in the page go through the protocol (in-page.mjs): Playwright's evaluate and
    // waitForFunction would have the page parse Playwright's own script right after the taps measured.
    const inPage = await context.newCDPSession(page);
    step = 'opening / until it is painted';
    const painted = until((done) => (state.onPaint = done), 60_000, 'home painted');
    const sisterReached = until((done) => (state.onSister = done), 120_000, 'sister platform reached');
    sisterReached.catch(() => undefined);
    void page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: 60_000 }).catch(() => undefined);
    await painted;
    // As soon as the home page is painted, the finger lands on the menu button.
    step = 'tapping Open menu until a dialog or popover shows';
    const menuTappedAt = now();
    await page.touchscreen.tap(menuCentre.x, menuCentre.y);
    const menuShown = () => waitInPage(inPage, 'window.__journey?.menuShownAt != null', { timeout: LOST_AFTER_MS });
    // A tap that shows nothing within 15 s is lost: the person taps again once the button is there.
    result.menuTapLost = !(await menuShown());
    if (result.menuTapLost) {
      await valueInPage(inPage, 'window.__journey.menuTouchAt = null');
      await tapWhenReady(page, page.getByRole('button', { name: 'Open menu', exact: true }));
      if (!(await menuShown())) throw new Error('the menu did not show after a second tap either');
    }
    const home = await valueInPage(
      inPage,
      `({
        start: performance.timeOrigin,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        menuTouchAt: window.__journey.menuTouchAt,
        menuShownAt: window.__journey.menuShownAt,
      })`,
    );
    Object.assign(result, {
      homePaintedAt: home.paint,
      menuTappedAt: menuTappedAt - home.start,
      // A lost tap has no answer time (the table counts it as none); the second tap's answer is kept apart.
      menuAnswer: result.menuTapLost ? null : home.menuShownAt - home.menuTouchAt,
      ...(result.menuTapLost ? { menuAnswerAfterSecondTap: home.menuShownAt - home.menuTouchAt } : {}),
    });

    step = 'tapping Login in the menu until the email and password fields show';
    const loginTappedAt = await tapWhenReady(page, byRoleAndName(shownMenu(page), ['link', 'button', 'menuitem'], 'Login'));
    if (!(await waitInPage(inPage, 'window.__journey?.loginShownAt != null', { timeout: STEP_TIMEOUT_MS }))) {
      throw new Error(`the email and password fields did not show within ${STEP_TIMEOUT_MS / 1000} s`);
    }
    result.loginShownAfterTap = (await valueInPage(inPage, 'window.__journey.loginShownAt')) - loginTappedAt;

    step = 'typing the email and password';
    await page
      .getByRole('textbox', { name: /^email/i })
      .first()
      .fill(account.email, { timeout: STEP_TIMEOUT_MS });
    await page
      .getByLabel(/^password/i)
      .first()
      .fill(account.password, { timeout: STEP_TIMEOUT_MS });
    step = 'tapping Sign In until the sister platform is reached';
    const signInTappedAt = await tapWhenReady(page, page.getByRole('button', { name: 'Sign In', exact: true }));
    const sisterAt = await sisterReached;
    if (!sister.hits.some((hit) => hit.at >= signInTappedAt && hit.destination === 'document')) {
      throw new Error('the page reached the sister origin without a document request there');
    }
    Object.assign(result, {
      sisterAfterSignIn: sisterAt - signInTappedAt,
      total: sisterAt - home.start,
      bytes: state.bytes,
      bytesByTarget: state.bytesByTarget,
      bytesByAddress: state.bytesByAddress,
      targets: state.targets,
      responses: state.responses,
    });
    if (state.errors.length) result.warnings = state.errors;
    state.armed = false;
    result.indexAfter = await benchmarkIndexIn(browser);
    return result;
  } catch (error) {
    if (page && failureShot) await page.screenshot({ path: failureShot }).catch(() => undefined);
    return {
      ...result,
      error: `${step}: ${error.message.split('\n')[0]}${page && failureShot ? ` (screenshot ${failureShot})` : ''}`,
    };
  } finally {
    cdp.close();
    await browser.close();
  }
}

export const JOURNEY_FIGURES = [
  'homePaintedAt',
  'menuTappedAt',
  'menuAnswer',
  'loginShownAfterTap',
  'sisterAfterSignIn',
  'total',
  'bytes',
];

/**
 * `runs` journeys, each in a fresh browser. `sister` is the running stand-in (its url is the server's
 * ELEARNING_URL); the student account is made through the API first.
 */
export async function measureJourney(baseUrl, sister, runs, cpu = {}, outDir = tmpdir()) {
  const account = {
    firstName: 'Journey',
    lastName: 'Bench',
    email: `journey.${Date.now().toString(36)}@example.com`,
    password: 'Kigali2026',
    role: 'student',
  };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (registered.status !== 201)
    throw new Error(`registering the journey's student answered ${registered.status}: ${await registered.text()}`);
  const menuCentre = await menuButtonCentre(baseUrl);
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const failureShot = join(outDir, `bench-journey-run-${run + 1}-failed.png`);
    const sample = await oneJourney({ baseUrl, sister, account, menuCentre, cpu, failureShot });
    if (sample.error) console.warn(`Journey run ${run + 1} did not finish: ${sample.error}`);
    samples.push(sample);
  }
  return { ...summariseEach(samples, JOURNEY_FIGURES), runs: samples };
}
