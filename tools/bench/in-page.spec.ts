import { valueInPage, waitInPage } from './in-page.mjs';

/**
 * A stand-in for a page's DevTools session: Runtime.evaluate runs the expression here, in Node, where
 * performance.now and setTimeout exist as in a page; a rejected promise comes back as exceptionDetails,
 * as Chromium answers it. `navigations` answers that many calls as a page that navigated away.
 */
function fakePage({ navigations = 0 } = {}) {
  const expressions: string[] = [];
  let navigated = 0;
  return {
    expressions,
    async send(method: string, params: { expression: string }) {
      expect(method).toBe('Runtime.evaluate');
      expressions.push(params.expression);
      if (navigated < navigations) {
        navigated += 1;
        throw new Error('Runtime.evaluate: Execution context was destroyed.');
      }
      try {
        return { result: { value: await (0, eval)(params.expression) } };
      } catch (error) {
        return { exceptionDetails: { text: 'Uncaught', exception: { description: String(error) } } };
      }
    },
  };
}

const scope = globalThis as { shownAt?: number | null };

afterEach(() => {
  delete scope.shownAt;
});

describe('waitInPage', () => {
  it('resolves true once the condition holds in the page', async () => {
    scope.shownAt = null;
    setTimeout(() => (scope.shownAt = 42), 150);
    await expect(waitInPage(fakePage(), 'globalThis.shownAt !== null', { timeout: 5_000, every: 20 })).resolves.toBe(true);
  });

  it('resolves false when the condition never holds within the time limit', async () => {
    scope.shownAt = null;
    await expect(waitInPage(fakePage(), 'globalThis.shownAt !== null', { timeout: 120, every: 20 })).resolves.toBe(false);
  });

  it('checks again in the next document after a navigation', async () => {
    scope.shownAt = 1;
    const page = fakePage({ navigations: 2 });
    await expect(waitInPage(page, 'globalThis.shownAt !== null', { timeout: 5_000, every: 10 })).resolves.toBe(true);
    expect(page.expressions).toHaveLength(3);
  });

  it('fails with the page error when the condition throws', async () => {
    await expect(waitInPage(fakePage(), 'globalThis.missing.shownAt', { timeout: 5_000 })).rejects.toThrow(
      /^In the page: TypeError/,
    );
  });
});

describe('valueInPage', () => {
  it('answers the value of the expression, awaited', async () => {
    await expect(valueInPage(fakePage(), 'Promise.resolve({ menuShownAt: 12 })')).resolves.toEqual({ menuShownAt: 12 });
  });
});
