import { registerServiceWorker } from './service-worker';

/**
 * The page's load has happened; the browser has a service worker container whose registrations are recorded
 * and whose worker becomes active when `activate` is called.
 */
function browserWithWorkers({ fails = false } = {}) {
  let activate = () => undefined as void;
  const ready = new Promise<void>((resolve) => (activate = resolve));
  const register = vi.fn(() => (fails ? Promise.reject(new Error('blocked by policy')) : Promise.resolve({})));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready } });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  return { register, activate };
}

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('registerServiceWorker (a production build, after load)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('waits for the page to start, then registers the worker once the browser is idle', async () => {
    const { register } = browserWithWorkers();
    let started = () => undefined as void;
    registerServiceWorker(new Promise<void>((resolve) => (started = resolve)));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(register).not.toHaveBeenCalled();
    started();
    await vi.advanceTimersByTimeAsync(0);
    expect(register).not.toHaveBeenCalled(); // not in the same task as the start: when idle
    await vi.advanceTimersByTimeAsync(60);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('still registers it 10 s after load when the page never starts (its code did not arrive)', async () => {
    const { register } = browserWithWorkers();
    registerServiceWorker(new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(9_900);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('settles once the registered worker is active, not before', async () => {
    const { activate } = browserWithWorkers();
    const over = registerServiceWorker(Promise.resolve());
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(over)).toBe(false);
    activate();
    expect(await settled(over)).toBe(true);
  });

  it('settles when the registration fails, or the worker is not active within 10 s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browserWithWorkers({ fails: true });
    const failed = registerServiceWorker(Promise.resolve());
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(failed)).toBe(true);
    expect(console.warn).toHaveBeenCalled();

    browserWithWorkers(); // never active
    const slow = registerServiceWorker(Promise.resolve());
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(await settled(slow)).toBe(true);
  });
});
