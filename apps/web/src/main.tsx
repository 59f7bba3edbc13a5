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
import { registerServiceWorker } from './app/service-worker';

// Built pages carry these behaviours inline in their head (the prerender puts them there); the dev server's page does not.
if (import.meta.env.DEV) installPageBehaviors(document);

const islands = findIslands(document);
let started: () => void = () => undefined;
// The worker is for the next visit: it is registered once this page has started (service-worker.ts).
registerServiceWorker(new Promise<void>((resolve) => (started = resolve)));
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
  // The page paints first; then all it hydrates at load is asked for at once (page-code.ts), React and the island
  // runtime (one chunk) with it. A press on an island before then asks for it at once.
  const startNow = afterFirstPaint(window, () => {
    fetchPageCode(document);
    void import('./islands/start-page-islands').then(({ startPageIslands }) => {
      running = startPageIslands(islands, { onLoadIslandsDone: markInteractive });
      for (const island of wanted.splice(0)) running.hydrateNow(island);
    });
  });
  holdEarlyInteractions(document.body, {
    wantIsland: (island) => {
      if (running) return running.hydrateNow(island);
      wanted.push(island);
      startNow();
    },
  });
}
