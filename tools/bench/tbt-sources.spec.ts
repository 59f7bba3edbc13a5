// @ts-expect-error plain ESM module without types, run by `npm run bench`
import { blockingBySource, blockingPart } from './tbt-sources.mjs';

const PAGE = 'http://127.0.0.1:4477/';

/** A report with FCP at 1,000 ms, TTI at 2,000 ms, the given TBT and long tasks. */
function report(tbt: number, tasks: Array<{ url: string; startTime: number; duration: number }>) {
  return {
    requestedUrl: PAGE,
    mainDocumentUrl: PAGE,
    finalDisplayedUrl: PAGE,
    audits: {
      'first-contentful-paint': { numericValue: 1000 },
      interactive: { numericValue: 2000 },
      'total-blocking-time': { numericValue: tbt },
      'long-tasks': { details: { items: tasks } },
    },
  };
}

describe("Lighthouse's TBT split by what blocked", () => {
  it('counts the part of a task between FCP and TTI beyond 50 ms', () => {
    expect(blockingPart({ startTime: 1100, duration: 120 }, 1000, 2000)).toBe(70);
    // Begun before FCP: only what runs after it counts.
    expect(blockingPart({ startTime: 900, duration: 200 }, 1000, 2000)).toBe(50);
    expect(blockingPart({ startTime: 900, duration: 140 }, 1000, 2000)).toBe(0);
    // Running past TTI: cut there.
    expect(blockingPart({ startTime: 1900, duration: 300 }, 1000, 2000)).toBe(50);
    expect(blockingPart({ startTime: 2100, duration: 300 }, 1000, 2000)).toBe(0);
  });

  it("gives the page's own tasks to the document, Unattributable ones to rendering, script files to scripts", () => {
    const split = blockingBySource(
      report(360, [
        { url: PAGE, startTime: 950, duration: 200 }, // parse, begun before FCP: 100
        { url: 'Unattributable', startTime: 1150, duration: 150 }, // layout: 100
        { url: `${PAGE}assets/start-page-islands-x.js`, startTime: 1300, duration: 110 }, // 60
        { url: '_lighthouse-eval.js', startTime: 1410, duration: 150 }, // an idle callback of ours: 100
        { url: `${PAGE}assets/index-x.js`, startTime: 1560, duration: 45 }, // not long enough
      ]),
    );
    expect(split).toEqual({ document: 100, rendering: 100, scripts: 160, unlisted: 0 });
  });

  it('says how much of the TBT the listed tasks do not account for (the audit lists 20 at most)', () => {
    const split = blockingBySource(report(250, [{ url: 'Unattributable', startTime: 1100, duration: 150 }]));
    expect(split).toEqual({ document: 0, rendering: 100, scripts: 0, unlisted: 150 });
  });
});
