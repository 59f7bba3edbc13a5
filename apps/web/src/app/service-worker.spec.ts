import { registerServiceWorker } from './service-worker';

/** The page's load has happened; the browser has a service worker container whose registrations are recorded. */
function browserWithWorkers() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  return register;
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
    const register = browserWithWorkers();
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
    const register = browserWithWorkers();
    registerServiceWorker(new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(9_900);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
