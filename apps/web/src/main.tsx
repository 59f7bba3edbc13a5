/*
 * The first script of every page, kept tiny. The page is painted and usable
 * from its HTML: links, the menu and dialogs (native), the theme toggle and the
 * page's other small behaviours (page-behaviors.ts, inlined in the head by the
 * prerender; installed here only where a page came without it, as in the dev
 * server). This script then hydrates the page's islands, each on its own
 * schedule (islands/start-islands.tsx), and holds what a person does on an
 * island before it is ready (page/early-presses.ts).
 */
import { installPageBehaviors } from './page/page-behaviors';
import { afterFirstPaint, fetchPageCode } from './page/page-code';
import { holdEarlyInteractions } from './page/early-presses';
import { findIslands } from './islands/find-islands';
import { showIslandFailure } from './islands/island-failure';
import { loadWithRetry, whenWorthRetrying } from './islands/load-with-retry';
import { registerServiceWorker } from './app/service-worker';
import { linkWebManifest } from './app/web-manifest';

// Built pages carry these behaviours inline in their head (the prerender puts them there); the dev server's page does not.
if (import.meta.env.DEV) installPageBehaviors(document);

const islands = findIslands(document);
let started: () => void = () => undefined;
// The worker is for the next visit: it is registered once this page has started (after-start.ts). The manifest,
// for installing the site, is linked once that is over too (web-manifest.ts).
linkWebManifest(registerServiceWorker(new Promise<void>((resolve) => (started = resolve))));
/** Marks the page once every island it hydrates at load has hydrated (`npm run bench` reads the mark; tests read the attribute). */
const markInteractive = () => {
  performance.mark('start:interactive');
  document.documentElement.setAttribute('data-app-started', 'true');
  started();
};

if (islands.length === 0) {
  markInteractive();
} else {
  let running: { hydrateNow(element: Element): void } | null = null;
  const wanted: Element[] = [];
  /** Islands marked as not loaded because the runtime itself could not come (cleared once it has). */
  const markedFailed = new Set<Element>();
  let runtimeFailed = false;
  const failIsland = (island: Element, pressed: boolean) => {
    markedFailed.add(island);
    showIslandFailure(island, { pressed });
  };

  /** React and the island runtime (one chunk), tried again on a bad connection, and again each time it comes back. */
  async function startRuntime(): Promise<void> {
    for (;;) {
      try {
        const { startPageIslands } = await loadWithRetry(() => import('./islands/start-page-islands'));
        runtimeFailed = false;
        markedFailed.forEach((island) => showIslandFailure(island, null));
        markedFailed.clear();
        running = startPageIslands(islands, { onLoadIslandsDone: markInteractive });
        for (const island of wanted.splice(0)) running.hydrateNow(island);
        return;
      } catch (error) {
        console.error('The code of the page could not be loaded; it will be tried again once the connection is back.', error);
        runtimeFailed = true;
        // The parts the page starts at load, and those a person is waiting for, say so.
        for (const island of islands) if (island.when === 'load') failIsland(island.element, false);
        for (const island of wanted) failIsland(island, false);
        await whenWorthRetrying(window);
      }
    }
  }

  // The page paints first; then all it hydrates at load is asked for at once (page-code.ts), React and the island
  // runtime (one chunk) with it. A press on an island before then asks for it at once.
  const startNow = afterFirstPaint(window, () => {
    fetchPageCode(document);
    void startRuntime();
  });
  holdEarlyInteractions(document.body, {
    wantIsland: (island) => {
      if (running) return running.hydrateNow(island);
      if (!wanted.includes(island)) wanted.push(island);
      if (runtimeFailed) failIsland(island, false);
      startNow();
    },
    // The press is let go and the person told, in the page's language; they press again once the part has come.
    onPressLost: (island) => failIsland(island, true),
  });
}
