/**
 * What a visitor does on a prerendered page before the part they use has
 * hydrated.
 *
 * A prerendered page is complete without script: its text, links, dialogs,
 * menu and theme toggle work from the HTML (page-behaviors.ts). Its islands
 * (forms, the carousel, the lists, the assistant launcher) hydrate on their own
 * schedule (islands/start-islands.tsx). Until an island has hydrated, a press
 * on one of its buttons, a form sent with Enter, and text typed or choices made
 * in its fields are held here, the island is asked for at once, and all of it
 * is given to the island once it has hydrated (React itself replays presses
 * made while it is hydrating). Nothing outside islands is held.
 *
 * This module is part of the first download: keep it small and dependency-free.
 */

import type { WindowWithEarlyPresses } from './page-behaviors';

const ISLAND = '[data-island]';
const HYDRATED = 'data-island-hydrated';
/** Set on an island while its code could not be loaded (islands/island-failure.ts). */
const FAILED = 'data-island-failed';

/** The island an element belongs to (the outermost), or null. */
function islandOf(element: Element): Element | null {
  let island = element.closest(ISLAND);
  while (island?.parentElement?.closest(ISLAND)) island = island.parentElement.closest(ISLAND);
  return island;
}

/** Whether the island holding this element has hydrated (an element outside islands never waits). */
export function isAttached(element: Element): boolean {
  const island = islandOf(element);
  return island === null || island.hasAttribute(HYDRATED);
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value: string;
  checked: boolean;
  /** The island the field was in, where a field put in its place is looked for. */
  island: Element | null;
  since: number;
}

interface Held {
  since: number;
}

export interface EarlyInteractions {
  /** Stops listening (tests). */
  stop(): void;
}

export interface HoldOptions {
  /** Asks for an island at once (a press is waiting for it). */
  wantIsland?: (island: Element) => void;
  /** How often held work is checked while there is any. */
  pollMs?: number;
  /** After this long an element React never attached to gets its click anyway (typed text is dropped). */
  giveUpMs?: number;
  /**
   * A press on an island whose code could not be loaded was let go (at once with no connection, otherwise after
   * giveUpMs): the page tells the person, who presses again. What they typed stays held for the island.
   */
  onPressLost?: (island: Element) => void;
}

const isToggle = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const typedOf = (control: FormControl): Typed => ({
  value: control.value,
  checked: isToggle(control) && control.checked,
  island: islandOf(control),
  since: Date.now(),
});

/** What typed text has: a field to go to, nowhere to go, or (null) a field that may still come. */
type Destination = FormControl | 'nowhere' | null;

/**
 * Where what was typed in a field goes: the field itself, or, when the app has
 * put a new field in its place as it started (a part of the form rendered
 * again), the field of the same name in the same island. Nowhere when no field
 * can come back (no name, its island gone) or the person has already typed in
 * the new one; null while there is no such field yet.
 */
function destinationOf(control: FormControl, { island }: Typed): Destination {
  if (control.isConnected) return control;
  if (!control.name || !island?.isConnected) return 'nowhere';
  const successor = [...island.querySelectorAll<FormControl>(control.localName)].find(
    (field) => field.name === control.name && field.type === control.type,
  );
  if (!successor) return null;
  const untouched = isToggle(successor) ? successor.checked === successor.defaultChecked : successor.value === '';
  return untouched ? successor : 'nowhere';
}

const isFormControl = (target: EventTarget | null): target is FormControl =>
  target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement || target instanceof HTMLSelectElement;

/** Whether a control differs from what the page's HTML said (typed or chosen before this script ran). */
function changedFromHtml(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    // Without a `selected` option in the HTML the browser shows the first one: that is no choice.
    const options = [...control.options];
    const fromHtml = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    );
    return !control.multiple && control.selectedIndex !== fromHtml;
  }
  return isToggle(control) ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
}

/**
 * Resolves when the main thread is truly idle: React works in short slices and
 * posts a task between them, so an idle period that did not merely time out
 * means React has finished what it was doing (rendering and committing).
 */
function whenIdle(patienceMs = 5000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (typeof requestIdleCallback !== 'function') {
      setTimeout(resolve, 100);
      return;
    }
    const check = (deadline: IdleDeadline) => {
      if (!deadline.didTimeout || Date.now() - started > patienceMs) resolve();
      else requestIdleCallback(check, { timeout: 500 });
    };
    requestIdleCallback(check, { timeout: 500 });
  });
}

/**
 * Gives the app what the visitor typed or ticked before React attached to the
 * field, the way a person would: with input events. Whether the form reset the
 * field as it attached (react-hook-form does) or kept the text while its state
 * says empty (a controlled input), the value is set again so React sees a
 * change: first through the element's own setter (which React tracks), then
 * through the prototype's (which it does not).
 */
function restore(control: FormControl, { value, checked }: Typed) {
  if (isToggle(control)) {
    // The box may show the choice while the app's state does not (a controlled box keeps the HTML's
    // `checked` as it attaches): toggle it back silently, then choose again as a person would.
    control.checked = !checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    // React and the form library may have put the HTML's default back as they attached: choose again, as a person would.
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  control.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A link to a place on this same page: the app scrolls there and moves focus, so it waits for the app too. */
function isSamePageAnchor(link: HTMLAnchorElement, doc: Document): boolean {
  const here = doc.location;
  if (!link.hash || link.target || link.hasAttribute('download')) return false;
  return link.origin === here.origin && link.pathname === here.pathname && link.search === here.search;
}

function heldTarget(event: MouseEvent, doc: Document): HTMLElement | null {
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest<HTMLAnchorElement>('a[href]');
  if (link) {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    return plainClick && isSamePageAnchor(link, doc) ? link : null; // other links work as plain links
  }
  return event.target.closest<HTMLElement>('button, [role="button"], input[type="submit"]'); // boxes toggle natively
}

/**
 * Until React has attached to a part of the prerendered page (the app has not
 * started, or that section's code is still on its way), a press on one of its
 * buttons or in-page links is held and replayed once React has attached, a form
 * is never submitted natively (which would put a password in the address bar),
 * and what is typed into its fields is given to the app once it is there.
 */
export function holdEarlyInteractions(
  root: HTMLElement,
  { pollMs = 50, giveUpMs = 5000, wantIsland, onPressLost }: HoldOptions = {},
): EarlyInteractions {
  const doc = root.ownerDocument;
  const clicks = new Map<HTMLElement, Held>();
  const typed = new Map<FormControl, Typed>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settling = false;
  const replaying = new Set<HTMLElement>(); // presses given back (React did attach, or never will)

  const waiting = (element: Element) => root.contains(element) && !isAttached(element);
  const ask = (element: Element) => {
    const island = islandOf(element);
    if (island) wantIsland?.(island);
  };

  /** Lets go of presses on islands whose code could not be loaded: at once offline, after giveUpMs otherwise. */
  function letGoOfLostPresses(now: number) {
    const offline = doc.defaultView?.navigator.onLine === false;
    const lostTo = new Set<Element>();
    for (const [element, held] of clicks) {
      const island = islandOf(element);
      if (!island?.hasAttribute(FAILED) || !element.isConnected || isAttached(element)) continue;
      if (!offline && now - held.since <= giveUpMs) continue;
      clicks.delete(element);
      lostTo.add(island);
    }
    lostTo.forEach((island) => onPressLost?.(island));
  }

  async function settle() {
    timer = undefined;
    settling = true;
    const now = Date.now();
    letGoOfLostPresses(now);
    // A field taken away as the app started waits for the one put in its place (up to giveUpMs).
    const readyControls = [...typed].filter(([control, held]) => {
      const destination = destinationOf(control, held);
      if (destination === null) return now - held.since > giveUpMs;
      return destination === 'nowhere' || isAttached(destination);
    });
    const typedStillWaiting = typed.size > readyControls.length; // presses go after all typed text is given
    const readyClicks = [...clicks].filter(
      ([element, held]) => now - held.since > giveUpMs || (!typedStillWaiting && (!element.isConnected || isAttached(element))),
    );
    if (readyControls.length > 0 || readyClicks.length > 0) {
      // React attaches before it commits, and a form may reset its fields as it commits: act once React's work
      // is done. Typed text waits for that (up to 5 s); a bare press waits at most a moment, as people would.
      await whenIdle(readyControls.length > 0 ? 5000 : 300);
      for (const [control, held] of readyControls) {
        typed.delete(control);
        const destination = destinationOf(control, held);
        if (destination !== null && destination !== 'nowhere') restore(destination, held);
      }
      if (readyControls.length > 0) await new Promise((resolve) => setTimeout(resolve, 0)); // let React apply them first
      for (const [element] of readyClicks) {
        clicks.delete(element);
        if (!element.isConnected) continue;
        replaying.add(element);
        if (element instanceof HTMLFormElement) {
          // Sent again only once its island listens: given back unheard, the browser would send it itself.
          if (isAttached(element)) element.requestSubmit();
        } else element.click();
        replaying.delete(element);
      }
    }
    settling = false;
    if (clicks.size > 0 || typed.size > 0) schedule();
  }

  function schedule() {
    if (timer === undefined && !settling) timer = setTimeout(() => void settle(), pollMs);
  }

  // A press also waits while typed text is still to be given to the app, so a form never submits without it.
  const mustWait = (element: Element) => waiting(element) || (typed.size > 0 && root.contains(element));

  const onClick = (event: MouseEvent) => {
    const target = heldTarget(event, doc);
    if (!target || replaying.has(target) || !mustWait(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!clicks.has(target)) clicks.set(target, { since: Date.now() });
    ask(target);
    schedule();
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || replaying.has(form) || !mustWait(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : form;
    // A press given back to a form React never attached to is dropped: never a native submission.
    if (!replaying.has(submitter) && !clicks.has(submitter)) clicks.set(submitter, { since: Date.now() });
    ask(form);
    schedule();
  };
  const onInput = (event: Event) => {
    const control = event.target;
    if (!isFormControl(control) || !root.contains(control)) return;
    if (isAttached(control)) {
      // Typing after React attached: React heard it, and it is the latest. (A text field's `change`
      // only says it lost focus, which is no news about its text.)
      if (event.type === 'input' || isToggle(control)) typed.delete(control);
      return;
    }
    typed.set(control, typedOf(control));
    ask(control);
    schedule();
  };

  // Text typed before this script ran (a slow connection) counts too.
  root.querySelectorAll<FormControl>('input, textarea, select').forEach((control) => {
    if (changedFromHtml(control)) typed.set(control, typedOf(control));
  });
  // So do forms sent before it ran: the page's inline behaviours kept them from going natively (page-behaviors.ts).
  const win: WindowWithEarlyPresses | null = doc.defaultView;
  const keptByPage = win?.__earlyPresses ?? [];
  if (win) win.__earlyPresses = null;
  for (const pressed of keptByPage) {
    if (!(pressed instanceof HTMLElement) || !root.contains(pressed) || clicks.has(pressed)) continue;
    clicks.set(pressed, { since: Date.now() });
    ask(pressed);
  }
  if (typed.size > 0 || clicks.size > 0) schedule();

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  return {
    stop() {
      clearTimeout(timer);
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('submit', onSubmit, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
    },
  };
}
