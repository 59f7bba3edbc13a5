import type { IslandComponent, IslandRegistry } from '@intambwe/ui/static';
import { DEFERRED_BAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE } from '@intambwe/ui/static';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { PageIsland } from './find-islands';
import { loadWithRetry, whenWorthRetrying } from './load-with-retry';

export interface StartIslandsOptions {
  registry: IslandRegistry;
  /** The island's component with what every island gets around it (IslandRoot). */
  render: (island: PageIsland, Component: IslandComponent<Record<string, unknown>>, onHydrated: () => void) => ReactNode;
  /** Waits for what the component needs before it renders (its catalogs in the page's language). */
  prepare?: (Component: IslandComponent<Record<string, unknown>>) => Promise<void>;
  /** Shows, in the page's language, that an island's code could not be loaded (and hides it again). */
  showFailure: (island: PageIsland, failed: boolean) => void;
  /** Runs once every island hydrated at load has hydrated (or failed). */
  onLoadIslandsDone?: () => void;
  /**
   * Whether this browser holds a session, and news of it changing, for `session` islands. Without it they
   * hydrate at load, as if one were held.
   */
  session?: { held(): boolean; subscribe(onChange: () => void): () => void };
  win?: Window;
}

export interface RunningIslands {
  /** Hydrates an island now, whatever its schedule (a press is waiting for it). */
  hydrateNow(element: Element): void;
  /** Resolves when this island has hydrated. */
  hydrated(element: Element): Promise<void>;
}

type State = 'waiting' | 'loading' | 'hydrated' | 'failed';

/** The dialog or popover an `open` island waits for, if it sits in one. */
function openingContainer(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>('dialog, [popover]');
}

function isOpen(container: HTMLElement): boolean {
  if (container.hasAttribute('open')) return true;
  try {
    return container.matches(':popover-open');
  } catch {
    return false; // a browser that knows no popovers
  }
}

/** What a person touches, hovers or focuses just before pressing it. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin'] as const;

/**
 * Calls `reached` once for an island the first time a person reaches for a control that opens its
 * dialog or popover (`commandfor`, `popovertarget`): a touch, a hover or keyboard focus, just before the press.
 */
function fetchOnIntent(document: Document, toOpen: ReadonlyMap<PageIsland, HTMLElement>, reached: (island: PageIsland) => void) {
  const waiting = new Map<string, PageIsland[]>();
  for (const [island, container] of toOpen)
    if (container.id) waiting.set(container.id, [...(waiting.get(container.id) ?? []), island]);
  const onIntent = (event: Event) => {
    const opener = event.target instanceof Element ? event.target.closest('[commandfor], [popovertarget]') : null;
    const id = opener?.getAttribute('commandfor') ?? opener?.getAttribute('popovertarget');
    const reachedFor = id ? waiting.get(id) : undefined;
    if (!id || !reachedFor) return;
    waiting.delete(id);
    reachedFor.forEach(reached);
    if (waiting.size === 0) INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent, true));
  };
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
}

/** Resolves in a new task, so the browser can handle input and paint in between. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydrates each island of the page on its own root, when its schedule says:
 * `load` ones one after another as the page starts (a task each), `idle` ones
 * when the browser is idle after those, `visible` ones as they come within a screen of the
 * viewport, `session` ones with the `load` ones where a session is held (and
 * otherwise once one is), `query` ones with the `load` ones only when the
 * page's address carries their parameter, `open` ones as the dialog they sit
 * in opens (their code fetched once a person reaches for what opens it: a
 * touch, a hover or keyboard focus on it). React itself replays presses made
 * on an island while it hydrates; presses made before (the code still on its
 * way) are held by the page (early-presses.ts), which asks for the island at
 * once.
 */
export function startIslands(islands: readonly PageIsland[], options: StartIslandsOptions): RunningIslands {
  const { registry, render, prepare, showFailure, onLoadIslandsDone, session, win = window } = options;
  const state = new Map<Element, State>();
  const waiters = new Map<Element, Array<() => void>>();
  const byElement = new Map(islands.map((island) => [island.element as Element, island]));
  /** Resolves the first time an island's code could not be loaded (the connection dropped, say). */
  let someFailed: () => void = () => undefined;
  const firstFailure = new Promise<void>((resolve) => (someFailed = resolve));

  const settle = (island: PageIsland, next: State) => {
    state.set(island.element, next);
    if (next === 'hydrated') {
      island.element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
      waiters.get(island.element)?.forEach((resolve) => resolve());
      waiters.delete(island.element);
    }
  };

  /** The island's component and what it needs before it renders, each download tried again on a bad connection. */
  async function fetchCode(load: NonNullable<IslandRegistry[string]>): Promise<IslandComponent<Record<string, unknown>>> {
    const Component = (await loadWithRetry(load, { win })) as IslandComponent<Record<string, unknown>>;
    await loadWithRetry(() => prepare?.(Component) ?? Promise.resolve(), { win });
    return Component;
  }

  async function hydrate(island: PageIsland): Promise<void> {
    const current = state.get(island.element);
    if (current === 'loading' || current === 'hydrated') return;
    state.set(island.element, 'loading');
    const load = registry[island.name];
    if (!load) {
      console.error(`The page names an island '${island.name}' that the app does not know.`);
      settle(island, 'failed');
      return;
    }
    try {
      const Component = await fetchCode(load);
      if (state.get(island.element) === 'failed') showFailure(island, false);
      await new Promise<void>((resolve) => {
        const element = render(island, Component, () => {
          settle(island, 'hydrated');
          resolve();
        });
        const rootOptions = {
          identifierPrefix: `${island.id}-`,
          onRecoverableError: (error: unknown) => console.warn(`Island ${island.name} recovered from an error.`, error),
        };
        // As a transition, React hydrates in slices of a few milliseconds, so a large island (an account
        // card) is not one long task; a press on it meanwhile makes React finish it at once and replay it.
        if (island.prerendered)
          startTransition(() => {
            hydrateRoot(island.element, element, rootOptions);
          });
        else createRoot(island.element, rootOptions).render(element);
      });
    } catch (error) {
      console.error(
        `The code of '${island.name}' could not be loaded; it will be tried again once the connection is back.`,
        error,
      );
      settle(island, 'failed');
      someFailed();
      showFailure(island, true);
      await whenWorthRetrying(win);
      state.set(island.element, 'waiting');
      await hydrate(island);
    }
  }

  // A `session` island's HTML is the visitor's: it needs its code only where a session is held, or once one is.
  const forSession = islands.filter((island) => island.when === 'session');
  const sessionHeld = forSession.length > 0 && (session?.held() ?? true);
  if (forSession.length > 0 && !sessionHeld && session) {
    const stop = session.subscribe(() => {
      if (!session.held()) return;
      stop();
      forSession.forEach((island) => void hydrate(island));
    });
  }

  // A `query` island shows nothing unless the page's address carries its parameter (an outcome a link brings).
  const search = new URLSearchParams(win.location.search);
  const calledFor = (island: PageIsland) => island.when === 'query' && island.query !== null && search.has(island.query);

  const atLoad = islands.filter(
    (island) => island.when === 'load' || (island.when === 'session' && sessionHeld) || calledFor(island),
  );
  const loadIslandsDone = (async () => {
    for (const island of atLoad) {
      await hydrate(island).catch(() => undefined);
      await nextTask();
    }
    onLoadIslandsDone?.();
  })();

  // An `open` island in a dialog (or popover) most visits never open: nothing of it is fetched at start, so a
  // visit that never opens it pays neither its bytes nor its work. Its code is fetched as a person reaches for
  // what opens it, and it hydrates as that opens (its HTML works meanwhile). In no dialog, it is an `idle` one.
  const toOpen = new Map<PageIsland, HTMLElement>();
  for (const island of islands) {
    const container = island.when === 'open' ? openingContainer(island.element) : null;
    if (container) toOpen.set(island, container);
  }
  if (toOpen.size > 0)
    fetchOnIntent(win.document, toOpen, (island) => {
      const load = registry[island.name];
      if (load && state.get(island.element) === undefined) void fetchCode(load).catch(() => undefined); // said when it hydrates
    });

  // Idle steps, one at a time: `idle` islands (and `open` ones in no dialog) hydrate, after the load ones.
  const idleSteps = islands.flatMap(
    (island): Array<() => Promise<unknown>> =>
      !toOpen.has(island) && (island.when === 'idle' || island.when === 'open') ? [() => hydrate(island)] : [],
  );
  if (idleSteps.length > 0) {
    const whenIdle = (run: () => void) =>
      typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: 3000 }) : win.setTimeout(run, 200);
    const next = () => {
      const step = idleSteps.shift();
      if (!step) return;
      void step().finally(() => whenIdle(next));
    };
    // They start once the load islands have hydrated, so neither their downloads nor their work is interleaved with
    // those (the browser is idle while a load island's code is on its way); or at once if one could not be loaded.
    void Promise.race([loadIslandsDone, firstFailure]).then(() => whenIdle(next));
  }

  for (const [island, container] of toOpen) {
    if (isOpen(container)) {
      void hydrate(island);
      continue;
    }
    const observer = new (win as Window & typeof globalThis).MutationObserver(() => opened());
    const opened = () => {
      if (!isOpen(container)) return;
      observer.disconnect();
      container.removeEventListener('toggle', opened);
      void hydrate(island);
    };
    observer.observe(container, { attributes: true, attributeFilter: ['open'] });
    container.addEventListener('toggle', opened);
  }

  const visible = islands.filter((island) => island.when === 'visible');
  if (visible.length > 0) {
    const Observer = (win as Window & typeof globalThis).IntersectionObserver as typeof IntersectionObserver | undefined;
    if (typeof Observer === 'function') {
      // What is watched for each island: the band it is in, if that band is rendered only near the screen (the
      // island has no box until then, and the browser does not always report when it gets one); else its first
      // element (an island of `display: contents` has no box of its own).
      const watched = new Map<Element, PageIsland[]>();
      for (const island of visible) {
        const target = visibilityTarget(island.element);
        watched.set(target, [...(watched.get(target) ?? []), island]);
      }
      // One screen ahead: the code is there by the time the part scrolls into view.
      const observer = new Observer(
        (entries: IntersectionObserverEntry[]) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer.unobserve(entry.target);
            watched.get(entry.target)?.forEach((island) => void hydrate(island));
          }
        },
        { rootMargin: '100% 0px 100% 0px' },
      );
      for (const target of watched.keys()) observer.observe(target);
    } else {
      visible.forEach((island) => void hydrate(island));
    }
  }

  return {
    hydrateNow(element) {
      const island = byElement.get(element);
      if (island) void hydrate(island);
    },
    hydrated(element) {
      if (state.get(element) === 'hydrated') return Promise.resolve();
      return new Promise((resolve) => waiters.set(element, [...(waiters.get(element) ?? []), resolve]));
    },
  };
}

/** The element whose nearness to the screen tells when a `visible` island hydrates (see startIslands). */
function visibilityTarget(island: Element): Element {
  return island.closest(`[${DEFERRED_BAND_ATTRIBUTE}]`) ?? island.firstElementChild ?? island;
}
