// The machine a figure was measured on. Every table of the bench is printed under these lines
// (with the benchmarkIndex and CPU multiplier of each of its runs): a figure without its
// environment is not printed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../chromium.mjs';

export const CHROMIUM = chromiumPath;

function packageVersion(name) {
  const file = join(import.meta.dirname, '..', '..', 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/ built on .*$/, '');
  } catch {
    return `unknown (${CHROMIUM})`;
  }
}

/** What does not change during a bench: CPU, cores, memory, kernel, Node, Chromium, Lighthouse. */
export function describeEnvironment() {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    kernel: release(),
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: packageVersion('lighthouse'),
    playwright: packageVersion('playwright-core'),
  };
}

/** The load average (1, 5, 15 min) now: other work on the machine shows in every time figure. */
export function loadNow() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

export function environmentLine(environment) {
  return (
    `Environment: CPU ${environment.cpuModel}, ${environment.cores} cores, ${environment.memoryGiB} GiB, Linux ${environment.kernel}, ` +
    `Node ${environment.node}, ${environment.chromium}, Lighthouse ${environment.lighthouse}; load average now ${loadNow()}`
  );
}
