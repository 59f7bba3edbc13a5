import { openBareBrowser, type BareBrowser } from './bare-browser.mjs';
import { valueInPage, waitInPage } from './in-page.mjs';
// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { browserCpuSeconds } from './quiet-browser.mjs';

const PAGE = `data:text/html,${encodeURIComponent(
  '<!doctype html><meta name="viewport" content="width=device-width"><title>t</title>' +
    '<script>setTimeout(() => performance.mark("start:interactive"), 50)</script><p>Hello</p>',
)}`;

describe('a browser driven by a bare protocol client (the start-up figure)', () => {
  let browser: BareBrowser;

  beforeAll(async () => {
    browser = await openBareBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is handed over once its own start-up work is done: the next half second costs its processes little', async () => {
    expect(browser.startup.quiet).toBe(true);
    const before = await browserCpuSeconds(browser.send);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Just launched, it spends about 0.7 s of CPU in its first second (the omnibox popup's page); quiet, it idles.
    expect((await browserCpuSeconds(browser.send)) - before).toBeLessThan(0.1);
  });

  it("gives the page the phone's screen and touch, navigates, and reads the page with Runtime.evaluate", async () => {
    const tab = await browser.newTab();
    await tab.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 2.625, mobile: true });
    await tab.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await tab.send('Page.navigate', { url: PAGE });
    await expect(
      waitInPage(tab, "performance.getEntriesByName('start:interactive').length > 0", { timeout: 20_000 }),
    ).resolves.toBe(true);
    await expect(
      valueInPage(tab, '[innerWidth, devicePixelRatio, navigator.maxTouchPoints, document.body.textContent]'),
    ).resolves.toEqual([412, 2.625, 5, 'Hello']);
    await tab.close();
  });

  it("records a trace of a tab's load from the browser's session, the page's navigation and mark in it", async () => {
    const tab = await browser.newTab();
    const events: Array<{ name: string; args?: { data?: { documentLoaderURL?: string } } }> = [];
    browser.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = browser.once('Tracing.tracingComplete');
    await browser.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await tab.send('Page.navigate', { url: PAGE });
    await waitInPage(tab, "performance.getEntriesByName('start:interactive').length > 0", { timeout: 20_000 });
    await browser.send('Tracing.end');
    await complete;
    expect(events.some((event) => event.name === 'start:interactive')).toBe(true);
    expect(events.some((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === PAGE)).toBe(true);
    await tab.close();
  });

  it("rejects a call the browser refuses with the method's name and the browser's words", async () => {
    const tab = await browser.newTab();
    await expect(tab.send('Page.noSuchMethod')).rejects.toThrow(/^Page\.noSuchMethod: .*wasn't found/);
    await tab.close();
  });
});
