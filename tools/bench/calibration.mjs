// The CPU slowdown, calibrated from Lighthouse's benchmarkIndex the way Lighthouse's throttling
// documentation does it (docs/throttling.md, "Calibrating the CPU slowdown", whose calculator,
// lighthouse-cpu-throttling-calculator, targets a mid-tier mobile device):
//   index >= 1300:       3 + (index - 1300) / 233   (3x at 1,300, 4x at 1,533, 6x at 2,000)
//   800 <= index < 1300: 2 + (index - 800) / 500    (2x at 800)
//   150 <= index < 800:  1 + (index - 150) / 650    (1x at 150)
//   index < 150:         the host is too slow to emulate the target device: no figure.
// The index is Lighthouse's own function (the one it runs on about:blank at the start of each
// run), evaluated in a blank page of the browser that is about to be measured, just before the run.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { valueInPage } from './in-page.mjs';

export const computeBenchmarkIndex = pageFunctions.computeBenchmarkIndex;

/** The multiplier for a benchmarkIndex, and the calculator's range around it. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  let multiplier;
  let spread;
  if (benchmarkIndex >= 1300) {
    const excess = (benchmarkIndex - 1300) / 233;
    multiplier = 3 + excess;
    spread = Math.max(excess, 1.5, multiplier * 0.3);
  } else if (benchmarkIndex >= 800) {
    multiplier = 2 + (benchmarkIndex - 800) / 500;
    spread = 1.5;
  } else if (benchmarkIndex >= 150) {
    multiplier = 1 + (benchmarkIndex - 150) / 650;
    spread = 0.5;
  } else {
    throw new Error(`benchmarkIndex ${benchmarkIndex} is below 150: this host is too slow to emulate the target device`);
  }
  const rounded = Math.round(multiplier * 100) / 100;
  return { multiplier: rounded, range: [multiplier - spread / 2, multiplier + spread / 2] };
}

/**
 * benchmarkIndex measured in a blank page (unthrottled): about 1 s. The page is a Playwright page or a
 * tab of a bare protocol client (bare-browser.mjs), where the function is sent as one expression.
 */
export async function measureBenchmarkIndex(page) {
  if (typeof page.evaluate === 'function') return page.evaluate(computeBenchmarkIndex);
  return valueInPage(page, `(${computeBenchmarkIndex.toString()})()`);
}

const TOO_SLOW = 150;
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * How a run is slowed: `fixed` (a number, --cpu) or calibrated from the index measured just before
 * it. An index below 150 (a host so busy it is slower than the target phone) is measured again, up to
 * three times 3 s apart; if it stays there the run is not measured (the error says why).
 * Returns { benchmarkIndex, multiplier, calibrated }.
 */
export async function slowdownForRun(page, fixed) {
  let benchmarkIndex = await measureBenchmarkIndex(page);
  for (let attempt = 1; !fixed && benchmarkIndex < TOO_SLOW && attempt < 3; attempt += 1) {
    await sleep(3000);
    benchmarkIndex = await measureBenchmarkIndex(page);
  }
  if (fixed) return { benchmarkIndex, multiplier: fixed, calibrated: false };
  return { benchmarkIndex, multiplier: cpuSlowdownFor(benchmarkIndex).multiplier, calibrated: true };
}

/** benchmarkIndex in a new blank page of a Playwright browser (unthrottled): the index right after a run. */
export async function benchmarkIndexIn(browser) {
  const context = await browser.newContext();
  try {
    return await measureBenchmarkIndex(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The load changed during a run when the index after it is more than 20% away from the one before. */
export const loadChanged = ({ benchmarkIndex, indexAfter }) =>
  indexAfter !== undefined && (indexAfter / benchmarkIndex > 1.25 || indexAfter / benchmarkIndex < 0.8);

/** "1612->4.34x (after 1580)" for each run; "!" marks a run during which the load changed. */
export function describeRuns(runs) {
  return runs
    .map((run) => {
      const after = run.indexAfter === undefined ? '' : ` (after ${Math.round(run.indexAfter)}${loadChanged(run) ? ' !' : ''})`;
      return `${Math.round(run.benchmarkIndex)}->${run.multiplier.toFixed(2)}x${after}`;
    })
    .join(', ');
}
