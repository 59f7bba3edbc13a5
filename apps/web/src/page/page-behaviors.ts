/**
 * What the page does by itself, before (and without) any app code: it runs as
 * an inline script in the head of every page (the prerender inlines it,
 * minified), so a press is answered from the first paint, on a slow phone and
 * on a dropped connection alike.
 *
 * - The colour mode (SPEC §4 Theme): the stored choice, otherwise the system's,
 *   applied before the first paint; any `[data-color-mode-toggle]` button flips
 *   and stores it, and shows its pressed state and title. React components that
 *   handle the press themselves call `preventDefault()` (libs/ui ColorModeToggle).
 * - Who is signed in, as far as this browser knows (the SPEC §3 `token` and
 *   `user` keys): `<html data-signed-in>`, so visitor-only parts and signed-in
 *   links are chosen by CSS before any script (the session is confirmed later).
 * - Dialogs opened by invoker buttons (`commandfor`/`command`, native in current
 *   browsers; a fallback here for older ones), closed by a link chosen inside one.
 * - The language a person picks from a `[hreflang]` link is kept (storage and cookie).
 * - `[data-scroll-to="hero"]` buttons go to that section (Back to top).
 * - Scroll thresholds: `[data-opaque-after="50"]` gets `data-opaque` past 50 px of
 *   scroll, `[data-shown-after="300"]` gets `data-shown` past 300 px (CSS shows them).
 * - Same-page anchors scroll smoothly (instantly under reduced motion), move focus
 *   to the section and leave the address as it is; Tab stays inside an open modal
 *   dialog or drawer (WAI-ARIA dialog pattern), focus moves into a drawer as it
 *   opens, and a press on a dialog's backdrop closes it where the browser does
 *   not do that itself (`closedby="any"`).
 *
 * - A form sent or a button pressed in an island before the app's first script
 *   has run: the form is not sent natively, and the press is kept in
 *   `window.__earlyPresses` for the app.
 *
 * Self-contained on purpose (it is serialised with `String(installPageBehaviors)`):
 * no imports, no references outside the function.
 */
/** The page's window, with the presses this script kept for the app (null once the app has taken them). */
export type WindowWithEarlyPresses = Window & { __earlyPresses?: Element[] | null };

export function installPageBehaviors(doc: Document): void {
  const win = doc.defaultView as (Window & { __pageBehaviors?: boolean }) | null;
  if (!win || win.__pageBehaviors) return;
  win.__pageBehaviors = true;
  const root = doc.documentElement;
  const THEME_KEY = 'theme-preference';
  const read = (key: string): string | null => {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null;
    }
  };

  const showToggles = (mode: string) => {
    doc.querySelectorAll('[data-color-mode-toggle]').forEach((button) => {
      button.setAttribute('aria-pressed', mode === 'dark' ? 'true' : 'false');
      const title = button.getAttribute(mode === 'dark' ? 'data-title-pressed' : 'data-title');
      if (title) button.setAttribute('title', title);
    });
  };
  const applyMode = (mode: string) => {
    root.classList.remove(mode === 'dark' ? 'light' : 'dark');
    root.classList.add(mode);
    root.style.colorScheme = mode;
    root.dataset['theme'] = mode;
    showToggles(mode);
  };
  const stored = read(THEME_KEY);
  const systemDark = typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches;
  applyMode(stored === 'dark' || stored === 'light' ? stored : systemDark ? 'dark' : 'light');

  const markViewer = () => {
    const signedIn = Boolean(read('token') && read('user'));
    if (signedIn) root.setAttribute('data-signed-in', '');
    else root.removeAttribute('data-signed-in');
  };
  markViewer();
  win.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'token' || event.key === 'user') markViewer();
  });
  doc.addEventListener('intambwe:session', markViewer);

  doc.addEventListener('DOMContentLoaded', () => showToggles(root.classList.contains('dark') ? 'dark' : 'light'), { once: true });

  const thresholds = () => {
    const y = win.scrollY;
    doc.querySelectorAll('[data-opaque-after]').forEach((element) => {
      element.toggleAttribute('data-opaque', y > Number(element.getAttribute('data-opaque-after')));
    });
    doc.querySelectorAll('[data-shown-after]').forEach((element) => {
      element.toggleAttribute('data-shown', y > Number(element.getAttribute('data-shown-after')));
    });
  };
  win.addEventListener('scroll', thresholds, { passive: true });
  // In the first frame, not in DOMContentLoaded: reading scrollY forces a layout, which the frame does anyway.
  doc.addEventListener('DOMContentLoaded', () => win.requestAnimationFrame(thresholds), { once: true });

  const reducedMotion = () => typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  /** Scrolls to a section and gives it focus; for a few seconds it is kept in place while the page above it still grows. */
  const goToSection = (section: HTMLElement) => {
    section.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
    if (typeof ResizeObserver === 'undefined') return;
    let first = true;
    const observer = new ResizeObserver(() => {
      if (first) {
        first = false;
        return;
      }
      section.scrollIntoView({ behavior: 'auto', block: 'start' });
    });
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    const stop = () => {
      observer.disconnect();
      win.clearTimeout(timer);
      events.forEach((name) => win.removeEventListener(name, stop));
    };
    const timer = win.setTimeout(stop, 3000);
    events.forEach((name) => win.addEventListener(name, stop, { passive: true }));
    observer.observe(doc.body);
  };

  const focusableIn = (container: Element) =>
    [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]')].filter(
      (element) => element.tabIndex >= 0 && (element.offsetParent !== null || element === doc.activeElement),
    );

  // A drawer that is a popover kept modal (`[data-modal-popover]`, libs/landing native-drawer.tsx): the
  // browser opens and closes it and gives focus back to its button; this moves focus into it as it
  // opens, and keeps Tab inside below. `toggle` does not bubble: it is caught on its way down.
  let openDrawer: HTMLElement | null = null;
  doc.addEventListener(
    'toggle',
    (event) => {
      const drawer = event.target;
      if (!(drawer instanceof HTMLElement) || !drawer.hasAttribute('data-modal-popover')) return;
      if ((event as Event & { newState?: string }).newState === 'open') {
        openDrawer = drawer;
        if (!drawer.contains(doc.activeElement)) focusableIn(drawer)[0]?.focus();
      } else if (openDrawer === drawer) openDrawer = null;
    },
    true,
  );

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const open = doc.querySelector('dialog[open]');
    const dialog = openDrawer ?? (open instanceof HTMLDialogElement && open.matches(':modal') ? open : null);
    if (!dialog) return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (doc.activeElement === first || !dialog.contains(doc.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (doc.activeElement === last || !dialog.contains(doc.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  });

  // Presses in a part whose code has not arrived, before the app's first script has run (a slow
  // connection). A form is never sent natively, which would post what was typed, the password too, to
  // the page's address and show the answer in place of the page; a button has nothing to answer it yet.
  // Both are kept for the app, which takes the list over as it starts (early-presses.ts) and gives each
  // press back once its part has started. Buttons this script answers itself are not kept.
  const earlyPresses: Element[] = [];
  const pageWindow: WindowWithEarlyPresses = win;
  pageWindow.__earlyPresses = earlyPresses;
  const keepEarly = (element: Element, event: Event) => {
    if (pageWindow.__earlyPresses !== earlyPresses) return false; // the app has it
    let island = element.closest('[data-island]');
    while (island?.parentElement?.closest('[data-island]')) island = island.parentElement.closest('[data-island]');
    if (!island || island.hasAttribute('data-island-hydrated')) return false;
    if (event.type === 'submit') event.preventDefault();
    if (!earlyPresses.includes(element)) earlyPresses.push(element);
    return true;
  };
  doc.addEventListener(
    'submit',
    (event) => {
      if (event.target instanceof HTMLFormElement) keepEarly((event as SubmitEvent).submitter ?? event.target, event);
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target || typeof target.closest !== 'function' || event.button !== 0) return;
      const button = target.closest('button, [role="button"]');
      if (!button || button.closest('[data-color-mode-toggle], [commandfor], [popovertarget], [data-scroll-to]')) return;
      keepEarly(button, event);
    },
    true,
  );

  const invokersAreNative = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
  const popoversAreNative = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;
  const backdropClosesNatively = typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== 'function') return;
    const toggle = target.closest('[data-color-mode-toggle]');
    if (toggle && !event.defaultPrevented) {
      const next = root.classList.contains('dark') ? 'light' : 'dark';
      try {
        win.localStorage.setItem(THEME_KEY, next);
      } catch {
        // the choice still applies to this visit
      }
      applyMode(next);
      doc.dispatchEvent(new CustomEvent('intambwe:color-mode', { detail: next }));
      return;
    }
    const scroller = target.closest('[data-scroll-to]');
    if (scroller) {
      const section = doc.getElementById(scroller.getAttribute('data-scroll-to') ?? '');
      if (section) goToSection(section);
      return;
    }
    // Browsers without popovers (before 2023-24) open a drawer as a modal dialog instead.
    const drawerButton = popoversAreNative ? null : target.closest('button[popovertarget]');
    if (drawerButton) {
      const drawer = doc.getElementById(drawerButton.getAttribute('popovertarget') ?? '');
      if (drawer instanceof HTMLDialogElement) {
        if (drawerButton.getAttribute('popovertargetaction') === 'hide') drawer.close();
        else if (!drawer.open) {
          drawer.showModal();
          // The dialog would focus its first focusable element: the scrim (a press target kept out of Tab order).
          focusableIn(drawer)[0]?.focus();
        }
      }
      return;
    }
    const invoker = target.closest('button[commandfor]');
    if (invoker && !invokersAreNative) {
      const dialog = doc.getElementById(invoker.getAttribute('commandfor') ?? '');
      const command = invoker.getAttribute('command');
      if (dialog instanceof HTMLDialogElement) {
        if (command === 'show-modal' && !dialog.open) dialog.showModal();
        else if (command === 'close') dialog.close();
      }
      return;
    }
    // Browsers without `closedby` close nothing on a backdrop press: a press there lands on the dialog itself, outside its box.
    if (target instanceof HTMLDialogElement && target.open && !backdropClosesNatively) {
      const box = target.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) target.close();
      return;
    }
    const link = target.closest('a[href]');
    if (!link) return;
    const language = link.getAttribute('hreflang');
    if (language && /^(en|fr|rw|sw)$/.test(language) && link.hasAttribute('data-language-link')) {
      try {
        win.localStorage.setItem('language', language);
      } catch {
        // the cookie still carries it
      }
      doc.cookie = `language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
    }
    const dialog = link.closest('dialog[data-close-on-link]');
    if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
    else if (openDrawer && dialog === openDrawer) openDrawer.hidePopover();
    const href = link.getAttribute('href') ?? '';
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !link.hasAttribute('target');
    if (href.startsWith('#') && href.length > 1 && plain && !event.defaultPrevented) {
      const section = doc.getElementById(decodeURIComponent(href.slice(1)));
      if (section) {
        event.preventDefault();
        // After a dialog has closed, so focus lands in the page.
        win.requestAnimationFrame(() => goToSection(section));
      }
    }
  });
}
