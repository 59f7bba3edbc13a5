import { openBareBrowser, type BareBrowser } from './bare-browser.mjs';
import { valueInPage, waitInPage } from './in-page.mjs';

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

  it("records a trace of the tab's load, with the page's mark in it", async () => {
    const tab = await browser.newTab();
    const events: Array<{ name: string }> = [];
    tab.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = tab.once('Tracing.tracingComplete');
    await tab.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
    await tab.send('Page.navigate', { url: PAGE });
    await waitInPage(tab, "performance.getEntriesByName('start:interactive').length > 0", { timeout: 20_000 });
    await tab.send('Tracing.end');
    await complete;
    expect(events.some((event) => event.name === 'start:interactive')).toBe(true);
    expect(events.some((event) => event.name === 'navigationStart')).toBe(true);
    await tab.close();
  });

  it("rejects a call the browser refuses with the method's name and the browser's words", async () => {
    const tab = await browser.newTab();
    await expect(tab.send('Page.noSuchMethod')).rejects.toThrow(/^Page\.noSuchMethod: .*wasn't found/);
    await tab.close();
  });
});
