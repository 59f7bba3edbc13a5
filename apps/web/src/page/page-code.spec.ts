import { afterFirstPaint, fetchPageCode, FIRST_PAINT_WAIT_MS, pageCodeOf } from './page-code';

const page = (head: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');
const list = (value: string) => `<script id="app-preloads" type="application/json">${value}</script>`;
const preloads = (document: Document) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe("the page's code, asked for once its HTML is parsed", () => {
  it('puts a module preload with CORS, as the imports use, in the head for each listed file', () => {
    const document = page(list('["/assets/react-1.js","/assets/login-2.js"]'));
    expect(fetchPageCode(document)).toEqual(['/assets/react-1.js', '/assets/login-2.js']);
    expect(preloads(document)).toEqual([
      { href: '/assets/react-1.js', crossOrigin: '' },
      { href: '/assets/login-2.js', crossOrigin: '' },
    ]);
  });

  it('asks once for a file listed twice or already preloaded by the page', () => {
    const document = page(
      `<link rel="modulepreload" href="/assets/react-1.js">${list('["/assets/react-1.js","/assets/a-3.js","/assets/a-3.js"]')}`,
    );
    expect(fetchPageCode(document)).toEqual(['/assets/a-3.js']);
    expect(preloads(document).map((link) => link.href)).toEqual(['/assets/react-1.js', '/assets/a-3.js']);
  });

  it('asks for nothing on a page without a list, or with one it cannot read', () => {
    for (const head of [
      '',
      list(''),
      list('{"not":"a list"}'),
      list('["/assets/a.js"'),
      list('["https://elsewhere.example.com/x.js", 3]'),
    ]) {
      const document = page(head);
      expect(fetchPageCode(document), head).toEqual([]);
      expect(preloads(document), head).toEqual([]);
    }
  });

  it('reads the list the prerender writes', () => {
    expect(pageCodeOf(page(list('["/assets/start-page-islands-C_tJQ6Z1.js"]')))).toEqual([
      '/assets/start-page-islands-C_tJQ6Z1.js',
    ]);
  });
});

describe('after the first paint', () => {
  afterEach(() => vi.useRealTimers());

  /** A tab someone sees, whose frames come when the test draws them. */
  const visibleWindow = (frames: FrameRequestCallback[] = []) =>
    ({
      document: { visibilityState: 'visible' },
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    }) as unknown as Window;

  it('starts in the task after the next frame of a page someone sees', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const start = vi.fn();
    afterFirstPaint(visibleWindow(frames), start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled(); // no frame yet
    frames.shift()?.(0);
    expect(start).not.toHaveBeenCalled(); // the frame is being drawn
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1); // once
  });

  it('starts anyway when no frame comes (a tab put away before it painted)', () => {
    vi.useFakeTimers();
    const start = vi.fn();
    afterFirstPaint(visibleWindow(), start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when asked (a press waits for the code), and not again after the frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const start = vi.fn();
    const startNow = afterFirstPaint(visibleWindow(frames), start);
    startNow();
    expect(start).toHaveBeenCalledTimes(1);
    frames.shift()?.(0);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a tab nobody sees, which draws no frames', () => {
    const requestAnimationFrame = vi.fn();
    const start = vi.fn();
    afterFirstPaint({ document: { visibilityState: 'hidden' }, requestAnimationFrame } as unknown as Window, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(requestAnimationFrame).not.toHaveBeenCalled();
  });
});
