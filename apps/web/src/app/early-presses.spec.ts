import { STORAGE_KEYS } from '@intambwe/api-client';
import {
  canWaitForIntent,
  holdEarlyInteractions,
  isAttached,
  prefetchAppCode,
  SESSION_TOKEN_KEY,
  whenIntent,
  type EarlyInteractions,
  type StartContext,
} from './start-on-intent';

function prerenderedRoot(marked = true): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  if (marked) root.dataset['start'] = 'on-intent';
  root.innerHTML = '<main><h1>Page</h1></main>';
  document.body.replaceChildren(root);
  return root;
}

const context = (overrides: Partial<StartContext> = {}): StartContext => ({
  root: prerenderedRoot(),
  hasStoredSession: false,
  googleConfigured: false,
  pathname: '/',
  ...overrides,
});

/** What React DOM does when it attaches to an element. */
const attach = (element: Element) => Object.assign(element, { __reactProps$test: {} });

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('canWaitForIntent', () => {
  it('waits on a prerendered page marked to start on intent', () => {
    expect(canWaitForIntent(context())).toBe(true);
  });

  it('starts at once on unmarked pages and on the client-only shell', () => {
    expect(canWaitForIntent(context({ root: prerenderedRoot(false) }))).toBe(false);
    const empty = prerenderedRoot();
    empty.replaceChildren();
    expect(canWaitForIntent(context({ root: empty }))).toBe(false);
  });

  it('starts at once for a signed-in visitor, whose view differs from the prerendered one', () => {
    expect(canWaitForIntent(context({ hasStoredSession: true }))).toBe(false);
  });

  it('starts at once on the sign-in screens when Google sign-in is configured, and only there', () => {
    expect(canWaitForIntent(context({ googleConfigured: true, pathname: '/login' }))).toBe(false);
    expect(canWaitForIntent(context({ googleConfigured: true, pathname: '/register/' }))).toBe(false);
    expect(canWaitForIntent(context({ googleConfigured: true, pathname: '/' }))).toBe(true);
    expect(canWaitForIntent(context({ googleConfigured: false, pathname: '/login' }))).toBe(true);
  });

  it('reads the session from the key the API client stores it under', () => {
    expect(SESSION_TOKEN_KEY).toBe(STORAGE_KEYS.token);
  });
});

describe('whenIntent', () => {
  beforeEach(() => prerenderedRoot());

  it.each(['click', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll', 'wheel', 'pointermove'])(
    'resolves on %s, not before',
    async (type) => {
      const intent = whenIntent(window);
      expect(await settled(intent)).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(await settled(intent)).toBe(true);
    },
  );

  it('resolves when a section that fetches its content comes near the viewport', async () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          observed.length = 0;
        }
      },
    );
    document.body.insertAdjacentHTML('beforeend', '<section id="jobs" data-start-when-visible></section>');
    const intent = whenIntent(window);
    expect(observed.map((element) => element.id)).toEqual(['jobs']);
    report([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await settled(intent)).toBe(false);
    report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await settled(intent)).toBe(true);
    vi.unstubAllGlobals();
  });
});

describe('holdEarlyInteractions', () => {
  let root: HTMLElement;
  let early: EarlyInteractions | undefined;
  const hold = () => (early = holdEarlyInteractions(root, { pollMs: 5, giveUpMs: 400 }));

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <form id="sign-in"><input id="email" name="email" value="" /><input id="terms" type="checkbox" />
          <button id="submit" type="submit">Sign in</button></form>
        <button id="toggle" type="button">Theme</button><a id="link" href="/login">Login</a><a id="anchor" href="#about">About</a>
      </div>
      <button id="outside" type="button">Not ours</button>`;
    root = document.getElementById('root') as HTMLElement;
  });
  afterEach(() => early?.stop());

  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const press = (element: HTMLElement) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.dispatchEvent(click);
    return click;
  };
  const type = (control: HTMLInputElement, value: string) => {
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('holds a press on a button React has not attached to, and replays it once React has', async () => {
    hold();
    const toggle = byId<HTMLButtonElement>('toggle');
    const pressed = vi.fn();
    toggle.addEventListener('click', pressed);
    expect(press(toggle).defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pressed).not.toHaveBeenCalled(); // still not attached
    attach(toggle);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    // Once attached, presses go straight through.
    expect(press(toggle).defaultPrevented).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('never lets a form React has not attached to submit natively, and submits it once React has', async () => {
    hold();
    const form = byId<HTMLFormElement>('sign-in');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit); // Enter in a field
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    attach(form);
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('holds the submit button of a form React has not attached to, and presses it once React has', async () => {
    hold();
    const form = byId<HTMLFormElement>('sign-in');
    const button = byId<HTMLButtonElement>('submit');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    expect(press(button).defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    attach(form);
    attach(button);
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('leaves links to other pages, and elements outside the app, alone', () => {
    hold();
    expect(press(byId('link')).defaultPrevented).toBe(false);
    expect(press(byId('outside')).defaultPrevented).toBe(false);
  });

  it('holds a link to a place on the same page (the app scrolls there and moves focus) and replays it', async () => {
    hold();
    const anchor = byId<HTMLAnchorElement>('anchor');
    expect(press(anchor).defaultPrevented).toBe(true);
    const followed = vi.fn((event: Event) => event.preventDefault());
    anchor.addEventListener('click', followed);
    attach(anchor);
    await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  });

  it('gives what was typed and ticked to the app once React has attached, even if the form reset the fields', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    const terms = byId<HTMLInputElement>('terms');
    type(email, 'amina@example.com');
    terms.click();
    const heard = vi.fn();
    email.addEventListener('input', () => heard(email.value));
    // The app starts: React attaches and the form library resets its fields.
    attach(email);
    attach(terms);
    email.value = '';
    terms.checked = false;
    await vi.waitFor(() => expect(email.value).toBe('amina@example.com'));
    expect(terms.checked).toBe(true);
    expect(heard).toHaveBeenLastCalledWith('amina@example.com');
  });

  it('holds a press on a button React has attached to while typed text is still to be given to the app', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    const button = byId<HTMLButtonElement>('submit');
    attach(button);
    type(email, 'amina@example.com'); // typed before React attached to the field
    const order: string[] = [];
    email.addEventListener('input', () => order.push(`input ${email.value}`));
    button.addEventListener('click', (event) => {
      event.preventDefault();
      order.push('press');
    });
    expect(press(button).defaultPrevented).toBe(true);
    attach(email);
    await vi.waitFor(() => expect(order).toContain('press'));
    expect(order).toEqual(['input amina@example.com', 'press']);
  });

  it('still gives typed text to the app when the field loses focus after React attached', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    type(email, 'amina@example.com');
    attach(email);
    const heard = vi.fn();
    email.addEventListener('input', () => heard(email.value));
    email.dispatchEvent(new Event('change', { bubbles: true })); // blur after the text changed
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('amina@example.com'));
  });

  it('keeps what is typed after React attached: the app already heard it', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    type(email, 'early@example.com');
    attach(email);
    type(email, 'later@example.com');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(email.value).toBe('later@example.com');
  });

  it('gives up waiting for an element React never attaches to, and replays the press anyway', async () => {
    hold();
    const toggle = byId<HTMLButtonElement>('toggle');
    press(toggle);
    const pressed = vi.fn();
    toggle.addEventListener('click', pressed);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(isAttached(toggle)).toBe(false);
  });
});

describe('prefetchAppCode', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script id="app-preloads" type="application/json">["/assets/boot-1.js","/assets/react-2.js"]</script>';
  });

  it('fetches the app code into the cache once the page is idle, without running it', async () => {
    prefetchAppCode(window);
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(2));
    const hrefs = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual(['/assets/boot-1.js', '/assets/react-2.js']);
  });

  it('fetches nothing ahead when the visitor saves data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchAppCode(window);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});
