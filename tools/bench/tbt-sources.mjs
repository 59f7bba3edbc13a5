// Lighthouse's Total Blocking Time, split by what blocked. Each long task of the report (simulated, as
// the TBT is) blocks for its part between FCP and TTI less 50 ms, and those parts add up to the TBT
// (Lighthouse's tbt-utils). Lighthouse's long-tasks audit attributes each task to a URL:
//   - document: the page's own address: its HTML parse and inline scripts;
//   - rendering: "Unattributable": style, layout, paint, and the navigation's commit;
//   - scripts: a script file (ours; Lighthouse's own wrapper around requestIdleCallback, `_lighthouse-eval.js`,
//     runs our idle callbacks).
// The audit lists 20 tasks at most: what the listed ones do not account for is `unlisted`.

const BLOCKING_THRESHOLD_MS = 50;

/** The blocking part of a task that lasts `durationMs`: what is beyond 50 ms, or nothing. */
export function blockingTime(durationMs) {
  return Math.max(0, durationMs - BLOCKING_THRESHOLD_MS);
}

/** The blocking part of one task: its time between `from` and `to`, less 50 ms, or nothing. */
export function blockingPart({ startTime, duration }, from, to) {
  return blockingTime(Math.min(startTime + duration, to) - Math.max(startTime, from));
}

/** A Lighthouse report's TBT by source, in ms: { document, rendering, scripts, unlisted }. */
export function blockingBySource(lhr) {
  const { audits } = lhr;
  const from = audits['first-contentful-paint'].numericValue;
  const to = audits['interactive'].numericValue;
  const page = new Set([lhr.requestedUrl, lhr.mainDocumentUrl, lhr.finalDisplayedUrl].filter(Boolean));
  const sums = { document: 0, rendering: 0, scripts: 0, unlisted: 0 };
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    const blocking = blockingPart(task, from, to);
    if (task.url === 'Unattributable') sums.rendering += blocking;
    else if (page.has(task.url)) sums.document += blocking;
    else sums.scripts += blocking;
  }
  const listed = sums.document + sums.rendering + sums.scripts;
  sums.unlisted = Math.max(0, audits['total-blocking-time'].numericValue - listed);
  return sums;
}
