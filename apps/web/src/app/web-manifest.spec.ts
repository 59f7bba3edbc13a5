import { linkWebManifest } from './web-manifest';

const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

describe('linkWebManifest (a production build)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    manifestLinks().forEach((link) => link.remove());
  });

  it("links the manifest only once the worker's registration is over and the browser is idle", async () => {
    let over = () => undefined as void;
    linkWebManifest(new Promise<void>((resolve) => (over = resolve)));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(manifestLinks()).toHaveLength(0);
    over();
    await vi.advanceTimersByTimeAsync(0);
    expect(manifestLinks()).toHaveLength(0); // not in the same task: when idle
    await vi.advanceTimersByTimeAsync(60);
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest']);
  });

  it('links it after a failed registration too', async () => {
    linkWebManifest(Promise.reject(new Error('no worker')));
    await vi.advanceTimersByTimeAsync(60);
    expect(manifestLinks()).toHaveLength(1);
  });

  it('adds no second link to a page that has one', async () => {
    const own = Object.assign(document.createElement('link'), { rel: 'manifest', href: '/other.webmanifest' });
    document.head.append(own);
    linkWebManifest(Promise.resolve());
    await vi.advanceTimersByTimeAsync(100);
    expect(manifestLinks()).toEqual([own]);
  });

  it('links nothing in a development build, which has no manifest', async () => {
    vi.stubEnv('PROD', false);
    linkWebManifest(Promise.resolve());
    await vi.advanceTimersByTimeAsync(11_000);
    expect(manifestLinks()).toHaveLength(0);
  });
});
