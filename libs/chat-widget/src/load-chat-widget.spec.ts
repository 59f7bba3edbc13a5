import { loadCatalogs, warmIntl } from '@intambwe/i18n';
import { afterEach, vi } from 'vitest';
import { chatWidgetCatalogs } from './catalogs';
import { loadChatWidget } from './chat-launcher';
import { ChatWidget } from './widget/chat-widget';

vi.mock('@intambwe/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof import('@intambwe/i18n')>();
  return { ...original, loadCatalogs: vi.fn(original.loadCatalogs), warmIntl: vi.fn(() => Promise.resolve()) };
});

/** The browser's idle periods, run one at a time by the test. */
function idlePeriods() {
  const waiting: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
  return {
    waiting,
    async runOne() {
      const run = waiting.shift();
      if (!run) throw new Error('no idle callback is waiting');
      run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadCatalogs).mockClear();
  vi.mocked(warmIntl).mockClear();
});

describe('loadChatWidget', () => {
  it("a prefetch starts the words' download and Intl's worker each in an idle period of its own, then makes the widget", async () => {
    const idle = idlePeriods();
    const loading = loadChatWidget('fr', { paced: true });
    expect(loadCatalogs).not.toHaveBeenCalled();
    expect(warmIntl).not.toHaveBeenCalled();

    await idle.runOne();
    expect(loadCatalogs).toHaveBeenCalledWith('fr', [chatWidgetCatalogs]);
    expect(warmIntl).not.toHaveBeenCalled();

    await idle.runOne();
    expect(warmIntl).toHaveBeenCalledWith('fr');

    // The code and the words in, the first formatting waits for one more idle period.
    await vi.waitFor(() => expect(idle.waiting).toHaveLength(1), { timeout: 10_000 });
    await idle.runOne();
    await expect(loading).resolves.toBe(ChatWidget);
  });

  it('a press starts everything at once and waits for no idle period', async () => {
    const idle = idlePeriods();
    const loading = loadChatWidget('fr');
    expect(loadCatalogs).toHaveBeenCalledWith('fr', [chatWidgetCatalogs]);
    expect(warmIntl).toHaveBeenCalledWith('fr');
    await expect(loading).resolves.toBe(ChatWidget);
    expect(idle.waiting).toHaveLength(0);
  });
});
