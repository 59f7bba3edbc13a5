import { intlLocales } from './core/locales';

/**
 * The first Intl formatter a page makes costs far more than any after it: the
 * browser loads its number and date data then (about 20-40 ms on a fast
 * machine, several times that on a phone, in one piece that blocks any press).
 * That data is kept for the whole page process, so making the first formatter
 * in a worker loads it off the main thread: the page's own formatters then take
 * a fraction of a millisecond.
 *
 * `warmIntl` starts that worker once per language and settles when it is done,
 * or at once where there are no workers (tests, servers). It never fails: a
 * worker that cannot start or load (offline, a policy that forbids it) only
 * means Intl loads its data on first use, as before.
 */
const warming = new Map<string, Promise<void>>();

/** Longest wait for the worker: past it, the caller goes on (Intl loads on first use). */
const GIVE_UP_MS = 3000;

export function warmIntl(locale: string): Promise<void> {
  let ready = warming.get(locale);
  if (!ready) {
    ready = startWorker(intlLocales(locale));
    warming.set(locale, ready);
  }
  return ready;
}

function startWorker(locales: string[]): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module', name: 'warm-intl' });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, GIVE_UP_MS);
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(locales);
  });
}
