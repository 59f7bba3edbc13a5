import { chromium } from 'playwright-core';
// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { untilBrowserQuiet, untilPlaywrightBrowserQuiet } from './quiet-browser.mjs';
// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { CHROMIUM } from './environment.mjs';
import { chromiumArgs } from '../chromium.mjs';

/** A browser whose processes have used `cpuSeconds[i]` at the i-th reading, on a clock that moves only when slept. */
function fakeBrowser(cpuSeconds: number[]) {
  let reading = 0;
  let clock = 0;
  const send = async (method: string) => {
    expect(method).toBe('SystemInfo.getProcessInfo');
    const cpuTime = cpuSeconds[Math.min(reading, cpuSeconds.length - 1)] as number;
    reading += 1;
    // Two processes sharing the time: the sum is what counts.
    return {
      processInfo: [
        { type: 'browser', cpuTime: cpuTime / 2 },
        { type: 'renderer', cpuTime: cpuTime / 2 },
      ],
    };
  };
  const sleep = async (ms: number) => {
    clock += ms;
  };
  return { send, sleep, now: () => clock, readings: () => reading };
}

describe("waiting out a fresh browser's own start-up before measuring", () => {
  it('waits while the processes work, and hands over after two quiet samples in a row', async () => {
    // 0.7 s, then 0.3 s more in 250 ms (busy), 10 ms (quiet), 60 ms (busy), then 5 ms and 0 ms (quiet twice).
    const browser = fakeBrowser([0.7, 1.0, 1.01, 1.07, 1.075, 1.075]);
    const result = await untilBrowserQuiet(browser.send, { sleep: browser.sleep, now: browser.now });
    expect(result).toEqual({ quiet: true, waitedMs: 1250, startupCpuMs: 1075 });
    expect(browser.readings()).toBe(6);
  });

  it('gives up after the longest wait, saying the browser never went quiet', async () => {
    const busy = Array.from({ length: 100 }, (_, i) => i * 0.2);
    const browser = fakeBrowser(busy);
    const result = await untilBrowserQuiet(browser.send, { sleep: browser.sleep, now: browser.now, maxWaitMs: 2000 });
    expect(result.quiet).toBe(false);
    expect(result.waitedMs).toBe(2000);
  });

  it('waits for a Playwright browser through a session of its own, and leaves the browser to the run', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...chromiumArgs] });
    try {
      const result = await untilPlaywrightBrowserQuiet(browser);
      expect(result.quiet).toBe(true);
      expect(result.startupCpuMs).toBeGreaterThan(0);
      const page = await browser.newPage();
      await page.setContent('<p>ready</p>');
      await expect(page.textContent('p')).resolves.toBe('ready');
    } finally {
      await browser.close();
    }
  });
});
