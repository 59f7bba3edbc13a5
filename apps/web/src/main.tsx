/*
 * The first script of every page, kept tiny. The page is painted from its
 * HTML; the app starts as soon as it has loaded, in steps small enough that the page stays
 * responsive on a cheap phone: React, then the design system, then the app,
 * each evaluated in a task of its own, and hydration itself in slices.
 * Presses, keys and typing that come before React has attached are held and
 * given to it (early-presses.ts).
 */
import { holdEarlyInteractions } from './app/early-presses';
import { registerServiceWorker } from './app/service-worker';
import { afterPageShown, nextTask } from './app/scheduling';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
if (root.firstElementChild !== null) holdEarlyInteractions(root);

/** Runs one step of the start and marks it in the performance timeline (`npm run bench` reads the marks). */
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  performance.mark(`start:${name}`);
  const result = await run();
  performance.measure(`start:${name}`, `start:${name}`);
  return result;
}

/**
 * Fetches the app's code, all of it at once, once the page has loaded (the
 * prerender lists it in `#app-preloads`): the content comes first on a slow link.
 */
function fetchAppCode() {
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(document.getElementById('app-preloads')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

async function start(container: HTMLElement) {
  await afterPageShown();
  fetchAppCode();
  await step('react', () => import('./start/react-runtime'));
  await nextTask();
  await step('design-system', () => import('./start/design-system').then(({ systemReady }) => systemReady));
  await nextTask();
  const { startApp } = await step('app', () => import('./boot'));
  await step('hydrate', () => startApp(container));
}

void start(root);
registerServiceWorker();
