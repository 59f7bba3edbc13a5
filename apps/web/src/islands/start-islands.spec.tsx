import { ISLAND_HYDRATED_ATTRIBUTE, type IslandComponent } from '@intambwe/ui/static';
import { useEffect, type ReactNode } from 'react';
import { findIslands } from './find-islands';
import { startIslands, type StartIslandsOptions } from './start-islands';

/** Says the island hydrated once React committed it, as the web app's IslandRoot does. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const Welcome = (() => <span>Login</span>) as IslandComponent<Record<string, unknown>>;

/** A stand-in for the browser's stored session: held or not, with news of changes. */
function fakeSession(held: boolean) {
  const listeners = new Set<() => void>();
  return {
    held: vi.fn(() => held),
    subscribe: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    change(next: boolean) {
      held = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

describe('startIslands', () => {
  let loads: string[];
  let loadDone: () => void;
  let done: Promise<void>;

  beforeEach(() => {
    loads = [];
    done = new Promise((resolve) => (loadDone = resolve));
    document.body.innerHTML = `
      <div data-island="landing.account-actions" data-island-id="i1" data-hydrate="session" data-props="{}" style="display:contents"><span>Login</span></div>
      <div data-island="landing.field-picker" data-island-id="i2" data-hydrate="load" data-props="{}" style="display:contents"><span>Login</span></div>`;
  });

  /** An island's code that notes it was loaded. */
  const loadsAs = (name: string) => async () => {
    loads.push(name);
    return Welcome;
  };

  /** Starts the page's islands; `options` replaces some of the defaults (the registry's entries one by one). */
  const start = (session?: StartIslandsOptions['session'], { registry, ...options }: Partial<StartIslandsOptions> = {}) =>
    startIslands(findIslands(document), {
      registry: {
        'landing.account-actions': loadsAs('account-actions'),
        'landing.field-picker': loadsAs('field-picker'),
        'landing.newsletter-outcome': loadsAs('newsletter-outcome'),
        'landing.contact-form': loadsAs('contact-form'),
        ...registry,
      },
      render: (_island, Component, onHydrated) => (
        <Committed onCommit={onHydrated}>
          <Component />
        </Committed>
      ),
      showFailure: vi.fn(),
      onLoadIslandsDone: loadDone,
      session,
      ...options,
    });
  const sessionIsland = () => document.querySelector('[data-hydrate="session"]') as HTMLElement;

  it('leaves a visitor’s session island unloaded, and hydrates it once a session appears', async () => {
    const session = fakeSession(false);
    const running = start(session);
    await done;
    expect(loads).toEqual(['field-picker']);
    expect(sessionIsland()).not.toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);

    session.change(false); // news that is still no session: nothing to do
    expect(loads).toEqual(['field-picker']);
    session.change(true); // signed in here or in another tab
    await running.hydrated(sessionIsland());
    expect(loads).toEqual(['field-picker', 'account-actions']);
    expect(session.listeners.size).toBe(0);
  });

  it('hydrates a session island with the load ones where a session is held', async () => {
    const session = fakeSession(true);
    start(session);
    await done;
    expect(loads).toEqual(['account-actions', 'field-picker']);
    expect(sessionIsland()).toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
    expect(session.subscribe).not.toHaveBeenCalled();
  });

  it('hydrates a visitor’s session island when it is pressed (the page asks for it)', async () => {
    const running = start(fakeSession(false));
    await done;
    running.hydrateNow(sessionIsland());
    await running.hydrated(sessionIsland());
    expect(loads).toContain('account-actions');
  });

  /** Adds an island hydrated once the browser is idle, and returns its element. */
  const addIdleIsland = () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-island="landing.newsletter-outcome" data-island-id="i3" data-hydrate="idle" data-props="{}" style="display:contents"><span>Login</span></div>',
    );
    return document.querySelector('[data-hydrate="idle"]') as HTMLElement;
  };

  it('starts the idle islands only once every island the page hydrates at load has hydrated', async () => {
    const idleIsland = addIdleIsland();
    let arrive: () => void = () => undefined;
    const codeOnItsWay = new Promise<void>((resolve) => (arrive = resolve));
    const running = start(fakeSession(false), {
      registry: {
        'landing.field-picker': async () => {
          await codeOnItsWay;
          return loadsAs('field-picker')();
        },
      },
    });
    // The browser is idle while the load island's code is on its way: the idle island still waits.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loads).toEqual([]);
    arrive();
    await running.hydrated(idleIsland);
    expect(loads).toEqual(['field-picker', 'newsletter-outcome']);
  });

  it('starts the idle islands all the same once a load island could not be loaded', async () => {
    const idleIsland = addIdleIsland();
    const showFailure = vi.fn();
    const running = start(fakeSession(false), {
      registry: { 'landing.field-picker': () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
      showFailure,
    });
    await running.hydrated(idleIsland);
    expect(loads).toEqual(['newsletter-outcome']);
    expect(showFailure).toHaveBeenCalledWith(expect.objectContaining({ name: 'landing.field-picker' }), true);
  });

  describe('an island called for by a query parameter', () => {
    beforeEach(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div data-island="landing.newsletter-outcome" data-island-id="i3" data-hydrate="query" data-hydrate-query="newsletter" data-props="{}" style="display:contents"></div>',
      );
    });
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('is left alone when the address does not carry it', async () => {
      window.history.replaceState(null, '', '/?utm=mail');
      start(fakeSession(false));
      await done;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loads).toEqual(['field-picker']);
    });

    it('hydrates with the load islands when the address carries it', async () => {
      window.history.replaceState(null, '', '/?newsletter=confirmed');
      start(fakeSession(false));
      await done;
      expect(loads).toEqual(['field-picker', 'newsletter-outcome']);
      expect(document.querySelector('[data-hydrate="query"]')).toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
    });
  });

  it('hydrates session islands at load when the host cannot tell', async () => {
    start();
    await done;
    expect(loads).toEqual(['account-actions', 'field-picker']);
  });

  describe('an island in a dialog (`open`)', () => {
    const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
    const formIsland = () => document.querySelector('[data-hydrate="open"]') as HTMLElement;
    beforeEach(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<dialog id="contact-dialog"><div data-island="landing.contact-form" data-island-id="i3" data-hydrate="open" data-props="{}" style="display:contents"><span>Login</span></div></dialog>',
      );
    });

    const idleIsland = () => document.querySelector('[data-hydrate="idle"]') as HTMLElement;
    const addOpener = () =>
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<button type="button" commandfor="contact-dialog" command="show-modal"><span>Contact us</span></button>',
      );
    const opener = () => document.querySelector('[commandfor]') as HTMLButtonElement;

    it('fetches nothing of it while the page is idle, its code as a person touches what opens it, and hydrates as the dialog opens', async () => {
      addOpener();
      // An idle island after it: once that one has hydrated, the idle steps are over.
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div data-island="landing.newsletter-outcome" data-island-id="i4" data-hydrate="idle" data-props="{}" style="display:contents"><span>Login</span></div>',
      );
      const running = start(fakeSession(false));
      await running.hydrated(idleIsland());
      expect(loads).toEqual(['field-picker', 'newsletter-outcome']);

      opener().firstElementChild?.dispatchEvent(new Event('pointerdown', { bubbles: true })); // a finger on its label
      await vi.waitFor(() => expect(loads).toContain('contact-form'));
      expect(formIsland()).not.toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
      opener().dispatchEvent(new Event('pointerdown', { bubbles: true })); // reached for again: fetched once
      expect(loads.filter((name) => name === 'contact-form')).toHaveLength(1);

      dialog().setAttribute('open', ''); // what showModal() does
      await running.hydrated(formIsland());
    });

    it('fetches its code as keyboard focus reaches what opens it, and not for other controls', async () => {
      addOpener();
      document.body.insertAdjacentHTML('afterbegin', '<button type="button">Menu</button>');
      start(fakeSession(false));
      await done;
      document.querySelector('button:not([commandfor])')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      expect(loads).not.toContain('contact-form');
      opener().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await vi.waitFor(() => expect(loads).toContain('contact-form'));
      expect(formIsland()).not.toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
    });

    it('hydrates at once when pressed before the dialog opened (the page asks for it)', async () => {
      const running = start(fakeSession(false));
      running.hydrateNow(formIsland());
      await running.hydrated(formIsland());
      expect(dialog()).not.toHaveAttribute('open');
    });

    it('hydrates with the others when its dialog is already open', async () => {
      dialog().setAttribute('open', '');
      const running = start(fakeSession(false));
      await running.hydrated(formIsland());
      expect(loads).toContain('contact-form');
    });

    it('hydrates once the browser is idle when it sits in no dialog', async () => {
      dialog().replaceWith(...dialog().childNodes);
      const running = start(fakeSession(false));
      await running.hydrated(formIsland());
      expect(formIsland()).toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
    });
  });

  describe('a `visible` island', () => {
    /** A stand-in for the browser's IntersectionObserver: what is watched, and a way to bring it near the screen. */
    let watched: Element[];
    let report: (target: Element) => void;
    beforeEach(() => {
      watched = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {
            report = (target) => callback([{ target, isIntersecting: true }]);
          }
          observe(target: Element) {
            watched.push(target);
          }
          unobserve(target: Element) {
            watched = watched.filter((element) => element !== target);
          }
        },
      );
      document.body.innerHTML = `
        <section id="trending" data-deferred-band="">
          <div data-island="landing.trending-jobs" data-island-id="i3" data-hydrate="visible" data-props="{}" style="display:contents"><span>Login</span></div>
          <div data-island="landing.trending-courses" data-island-id="i4" data-hydrate="visible" data-props="{}" style="display:contents"><span>Login</span></div>
        </section>
        <section id="hero">
          <div data-island="landing.newsletter" data-island-id="i5" data-hydrate="visible" data-props="{}" style="display:contents"><span>Login</span></div>
        </section>`;
    });
    afterEach(() => vi.unstubAllGlobals());

    const startVisible = () =>
      start(undefined, {
        registry: {
          'landing.trending-jobs': loadsAs('trending-jobs'),
          'landing.trending-courses': loadsAs('trending-courses'),
          'landing.newsletter': loadsAs('newsletter'),
        },
      });
    const island = (id: string) => document.querySelector(`[data-island-id="${id}"]`) as HTMLElement;
    const band = () => document.getElementById('trending') as HTMLElement;

    it('in a band rendered only near the screen is watched through the band, which always has a box', async () => {
      const running = startVisible();
      expect(watched).toEqual([band(), island('i5').firstElementChild]);
      expect(loads).toEqual([]);

      report(band());
      await running.hydrated(island('i3'));
      await running.hydrated(island('i4'));
      expect(loads).toEqual(['trending-jobs', 'trending-courses']);
      expect(island('i5')).not.toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE);
      expect(watched).toEqual([island('i5').firstElementChild]);
    });

    it('in no such band is watched through its first element', async () => {
      const running = startVisible();
      report(island('i5').firstElementChild as Element);
      await running.hydrated(island('i5'));
      expect(loads).toEqual(['newsletter']);
    });
  });
});
