import { loadWithRetry, whenWorthRetrying, type RetryOptions } from './load-with-retry';

/** A window whose connection the test sets, with real timers. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const win = {
    navigator: { onLine },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
    goOnline() {
      win.navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
  return win as typeof win & NonNullable<RetryOptions['win']>;
}

describe('loadWithRetry', () => {
  it('tries a failed download again after a pause and gives what the second try brought', async () => {
    const win = fakeWindow(true);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('the code');
    await expect(loadWithRetry(load, { win, delaysMs: [5] })).resolves.toBe('the code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the last error after its tries', async () => {
    const win = fakeWindow(true);
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadWithRetry(load, { win, attempts: 3, delaysMs: [1, 1] })).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('stops trying while the browser is offline, so the page can say so at once', async () => {
    const win = fakeWindow(false);
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadWithRetry(load, { win, delaysMs: [1] })).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('whenWorthRetrying', () => {
  it('waits for the connection to come back when offline', async () => {
    const win = fakeWindow(false);
    let ready = false;
    const waiting = whenWorthRetrying(win, 1).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    win.goOnline();
    await waiting;
    expect(ready).toBe(true);
  });

  it('online, waits a pause before the next try (the server failed, not the link)', async () => {
    const win = fakeWindow(true);
    const spy = vi.spyOn(win, 'setTimeout');
    await whenWorthRetrying(win, 15);
    expect(spy).toHaveBeenCalledWith(expect.any(Function), 15);
  });
});
