// A browser just launched is busy with its own start-up for a second or so. Debian's Chromium 156, headless,
// builds the desktop omnibox's popup page (chrome://omnibox-popup.top-chrome/, a WebUI renderer) at launch:
// about 0.7 s of CPU in the first 1.1 s, on a machine with two cores. A phone's browser does none of that
// while a person opens our page, so no measurement starts until the browser's processes are quiet.

/** Samples every `sampleMs`; quiet = `quietSamples` samples in a row costing the browser at most `quietShare` of one core. */
export const QUIET = Object.freeze({ sampleMs: 250, quietShare: 0.1, quietSamples: 2, maxWaitMs: 10_000 });

/** CPU seconds used so far by all of the browser's processes (the protocol's SystemInfo.getProcessInfo). */
export async function browserCpuSeconds(send) {
  const { processInfo } = await send('SystemInfo.getProcessInfo');
  return processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the browser behind `send` (a browser-level protocol call: `send(method, params)` resolving
 * with the result) has been quiet for `quietSamples` samples, or after `maxWaitMs` at most:
 * { quiet, waitedMs, startupCpuMs } (startupCpuMs: the CPU its processes had used when it was found quiet).
 */
export async function untilBrowserQuiet(send, options = {}) {
  const { sampleMs, quietShare, quietSamples, maxWaitMs } = { ...QUIET, ...options };
  const sleep = options.sleep ?? pause;
  const now = options.now ?? (() => performance.now());
  const started = now();
  let previous = await browserCpuSeconds(send);
  let previousAt = now();
  let quietInARow = 0;
  while (now() - started < maxWaitMs) {
    await sleep(sampleMs);
    const cpu = await browserCpuSeconds(send);
    const at = now();
    const usedMs = (cpu - previous) * 1000;
    quietInARow = usedMs <= quietShare * (at - previousAt) ? quietInARow + 1 : 0;
    previous = cpu;
    previousAt = at;
    if (quietInARow >= quietSamples) return { quiet: true, waitedMs: at - started, startupCpuMs: cpu * 1000 };
  }
  return { quiet: false, waitedMs: now() - started, startupCpuMs: previous * 1000 };
}

/** A Playwright browser (Chromium), once quiet: the same wait through a browser-level protocol session. */
export async function untilPlaywrightBrowserQuiet(browser, options) {
  const session = await browser.newBrowserCDPSession();
  try {
    return await untilBrowserQuiet((method, params) => session.send(method, params), options);
  } finally {
    await session.detach();
  }
}
