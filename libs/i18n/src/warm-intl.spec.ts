/** How `warmIntl` drives its worker. That the worker really loads Intl's data off the page's main thread is checked in Chromium (apps/web-e2e assistant.spec.ts, on /fr/). */
type Listener = (event: { data?: unknown }) => void;

class FakeWorker {
  static made: FakeWorker[] = [];
  static failOnStart = false;
  readonly listeners: Record<string, Listener[]> = {};
  readonly sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    if (FakeWorker.failOnStart) throw new DOMException('forbidden by the page policy', 'SecurityError');
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  emit(type: 'message' | 'error') {
    this.listeners[type]?.forEach((listener) => listener({ data: true }));
  }
}

async function freshWarmIntl() {
  vi.resetModules();
  return (await import('./warm-intl')).warmIntl;
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 0))]);

beforeEach(() => {
  FakeWorker.made = [];
  FakeWorker.failOnStart = false;
  vi.stubGlobal('Worker', FakeWorker);
});

describe('warmIntl', () => {
  it("sends the language, with English after it, to one worker, and settles when the worker is done and ended", async () => {
    const warmIntl = await freshWarmIntl();
    const ready = warmIntl('rw');
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(String(worker.url)).toMatch(/warm-intl\.worker/);
    expect(worker.sent).toEqual([['rw', 'en']]);
    expect(await settled(ready)).toBe(false);
    worker.emit('message');
    expect(await settled(ready)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('starts one worker per language, however many parts ask', async () => {
    const warmIntl = await freshWarmIntl();
    const first = warmIntl('fr');
    expect(warmIntl('fr')).toBe(first);
    warmIntl('sw');
    expect(FakeWorker.made.map((worker) => worker.sent[0])).toEqual([['fr', 'en'], ['sw', 'en']]);
  });

  it('settles, never fails, when the worker cannot load (offline) or cannot start (a policy forbids it)', async () => {
    let warmIntl = await freshWarmIntl();
    const offline = warmIntl('en');
    FakeWorker.made[0].emit('error');
    await expect(offline).resolves.toBeUndefined();
    expect(FakeWorker.made[0].terminated).toBe(true);

    FakeWorker.failOnStart = true;
    warmIntl = await freshWarmIntl();
    await expect(warmIntl('fr')).resolves.toBeUndefined();
  });

  it('gives up waiting after a few seconds, so nothing waits on a worker that never answers', async () => {
    vi.useFakeTimers();
    try {
      const warmIntl = await freshWarmIntl();
      const ready = warmIntl('fr');
      vi.advanceTimersByTime(2999);
      await Promise.resolve();
      expect(FakeWorker.made[0].terminated).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(ready).resolves.toBeUndefined();
      expect(FakeWorker.made[0].terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles at once where there are no workers (a server, an old browser)', async () => {
    vi.stubGlobal('Worker', undefined);
    const warmIntl = await freshWarmIntl();
    expect(await settled(warmIntl('fr'))).toBe(true);
  });
});
