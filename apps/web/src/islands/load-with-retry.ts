/**
 * Fetches a piece of code the way a phone on a bad connection needs: a failed
 * download is tried again after a pause (0.5 s, then 2 s), and while the
 * browser says it is offline, the next try waits for the connection to come
 * back instead of failing at once. After the last try the error goes to the
 * caller, which tells the person and tries again when the connection returns.
 */
export interface RetryOptions {
  attempts?: number;
  delaysMs?: readonly number[];
  win?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> & { navigator: { onLine: boolean } };
}

const DEFAULT_DELAYS = [500, 2000];

export function whenOnline(win: NonNullable<RetryOptions['win']>): Promise<void> {
  if (win.navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => {
    const back = () => {
      win.removeEventListener('online', back);
      resolve();
    };
    win.addEventListener('online', back);
  });
}

/**
 * When a download that failed after its tries is worth trying again: once the connection is back, or, where the
 * browser says it is online (the server failed, not the link), after a pause, so a failing server is not hammered.
 */
export function whenWorthRetrying(win: NonNullable<RetryOptions['win']>, pauseMs = 10_000): Promise<void> {
  if (!win.navigator.onLine) return whenOnline(win);
  return new Promise((resolve) => win.setTimeout(resolve, pauseMs));
}

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { attempts = 3, delaysMs = DEFAULT_DELAYS, win = window }: RetryOptions = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) {
      await new Promise((resolve) => win.setTimeout(resolve, delaysMs[Math.min(attempt - 1, delaysMs.length - 1)] ?? 0));
      // Offline: no point failing again; this try waits for the connection (a person may wait too).
      if (!win.navigator.onLine) return Promise.reject(lastError);
    }
    try {
      return await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
