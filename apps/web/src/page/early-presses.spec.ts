import { ISLAND_HYDRATED_ATTRIBUTE } from '@intambwe/ui/static';
import { holdEarlyInteractions, isAttached, type EarlyInteractions } from './early-presses';
import type { WindowWithEarlyPresses } from './page-behaviors';

/** What the island runtime does once React has hydrated an island (islands/start-islands.tsx). */
const hydrate = (island: Element) => island.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');

describe('holdEarlyInteractions', () => {
  let root: HTMLElement;
  let early: EarlyInteractions | undefined;
  let wanted: Element[];
  let lost: Element[];
  const hold = (options: { giveUpMs?: number } = {}) =>
    (early = holdEarlyInteractions(root, {
      pollMs: 5,
      giveUpMs: options.giveUpMs ?? 400,
      wantIsland: (island) => wanted.push(island),
      onPressLost: (island) => lost.push(island),
    }));

  beforeEach(() => {
    wanted = [];
    lost = [];
    document.body.innerHTML = `
      <div id="root">
        <div id="form-island" data-island="web.auth-app" data-hydrate="load" style="display:contents">
          <form id="sign-in"><input id="email" name="email" value="" /><input id="terms" type="checkbox" />
            <button id="submit" type="submit">Sign in</button></form>
          <select id="role" name="role"><option value="student" selected>Student</option><option value="employer">Employer</option></select>
          <a id="link" href="/login">Login</a><a id="anchor" href="#about">About</a>
        </div>
        <div id="tools-island" data-island="landing.testimonials" data-hydrate="visible" style="display:contents">
          <button id="toggle" type="button">Next story</button>
          <div id="inner-island" data-island="chat.launcher" style="display:contents"><button id="inner" type="button">Assistant</button></div>
        </div>
        <button id="static-button" type="button" data-color-mode-toggle>Dark mode</button>
        <a id="static-anchor" href="#services">Services</a>
      </div>
      <button id="outside" type="button">Not ours</button>`;
    root = document.getElementById('root') as HTMLElement;
  });
  afterEach(() => {
    early?.stop();
    delete (window as WindowWithEarlyPresses).__earlyPresses;
  });

  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const formIsland = () => byId('form-island');
  const toolsIsland = () => byId('tools-island');
  const press = (element: HTMLElement) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.dispatchEvent(click);
    return click;
  };
  const type = (control: HTMLInputElement, value: string) => {
    control.value = value;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('holds a press on a button of an island that has not hydrated, asks for the island, and replays the press once it has', async () => {
    hold();
    const toggle = byId<HTMLButtonElement>('toggle');
    const pressed = vi.fn();
    toggle.addEventListener('click', pressed);
    expect(press(toggle).defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(wanted).toEqual([toolsIsland()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pressed).not.toHaveBeenCalled(); // still not hydrated
    hydrate(toolsIsland());
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    // Once hydrated, presses go straight through, and nothing more is asked.
    expect(press(toggle).defaultPrevented).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(2);
    expect(wanted).toHaveLength(1);
  });

  it('counts an island inside another as part of the outer one (the outer hydrates it)', async () => {
    hold();
    const inner = byId<HTMLButtonElement>('inner');
    const pressed = vi.fn();
    inner.addEventListener('click', pressed);
    hydrate(byId('inner-island'));
    expect(isAttached(inner)).toBe(false);
    expect(press(inner).defaultPrevented).toBe(true);
    expect(wanted).toEqual([toolsIsland()]);
    hydrate(toolsIsland());
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  });

  it('never lets a form of an island that has not hydrated submit natively, and submits it once the island has', async () => {
    hold();
    const form = byId<HTMLFormElement>('sign-in');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit); // Enter in a field
    expect(submit.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    expect(wanted).toEqual([formIsland()]);
    hydrate(formIsland());
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('holds the submit button of a form that has not hydrated, and presses it once it has', async () => {
    hold();
    const form = byId<HTMLFormElement>('sign-in');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    expect(press(byId('submit')).defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    hydrate(formIsland());
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it('leaves links to other pages, and everything outside islands, alone: the page works them by itself', () => {
    hold();
    expect(press(byId('link')).defaultPrevented).toBe(false);
    expect(press(byId('static-button')).defaultPrevented).toBe(false);
    expect(press(byId('static-anchor')).defaultPrevented).toBe(false);
    expect(press(byId('outside')).defaultPrevented).toBe(false);
    expect(isAttached(byId('static-button'))).toBe(true);
    expect(wanted).toEqual([]);
  });

  it('holds a link to a place on the same page inside an island, and replays it', async () => {
    hold();
    const anchor = byId<HTMLAnchorElement>('anchor');
    expect(press(anchor).defaultPrevented).toBe(true);
    const followed = vi.fn((event: Event) => event.preventDefault());
    anchor.addEventListener('click', followed);
    hydrate(formIsland());
    await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  });

  it('leaves a click with a modifier on an in-page link alone (a new tab is the browser’s business)', () => {
    hold();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    byId('anchor').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('gives what was typed and ticked to the island once it has hydrated, even if the form reset the fields', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    const terms = byId<HTMLInputElement>('terms');
    type(email, 'amina@example.com');
    terms.click();
    expect(wanted).toContain(formIsland());
    const heard = vi.fn();
    email.addEventListener('input', () => heard(email.value));
    // The island hydrates and its form library resets its fields.
    hydrate(formIsland());
    email.value = '';
    terms.checked = false;
    await vi.waitFor(() => expect(email.value).toBe('amina@example.com'));
    expect(terms.checked).toBe(true);
    expect(heard).toHaveBeenLastCalledWith('amina@example.com');
  });

  /** A new, empty email field, as a part of the form renders again. */
  const newEmailField = () => {
    const field = document.createElement('input');
    field.name = 'email';
    return field;
  };

  it('gives typed text to the field the app put in its place as it started, once that one is there', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    type(email, 'amina@example.com');
    // The island hydrates, and a part of it renders again: for a moment there is no field, then a new, empty one.
    hydrate(formIsland());
    email.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = newEmailField();
    const heard = vi.fn();
    again.addEventListener('input', () => heard(again.value));
    byId('sign-in').prepend(again);
    await vi.waitFor(() => expect(again.value).toBe('amina@example.com'));
    expect(heard).toHaveBeenLastCalledWith('amina@example.com');
  });

  it('never writes over what was typed in the field put in its place', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    type(email, 'early@example.com');
    hydrate(formIsland());
    const again = newEmailField();
    email.replaceWith(again);
    type(again, 'later@example.com');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.value).toBe('later@example.com');
  });

  it('does not hold a press while typed text has nowhere to go (the person typed again in the new field)', async () => {
    hold({ giveUpMs: 5000 });
    const email = byId<HTMLInputElement>('email');
    const toggle = byId<HTMLButtonElement>('toggle');
    type(email, 'early@example.com');
    hydrate(formIsland());
    hydrate(toolsIsland());
    const again = newEmailField();
    email.replaceWith(again);
    type(again, 'later@example.com');
    const pressed = vi.fn();
    toggle.addEventListener('click', pressed);
    press(toggle);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalled(), { timeout: 1500 });
    expect(again.value).toBe('later@example.com');
  });

  it('holds a press on an island that has hydrated while text typed in another is still to be given to it', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    const toggle = byId<HTMLButtonElement>('toggle');
    hydrate(toolsIsland());
    type(email, 'amina@example.com'); // typed before its island hydrated
    const order: string[] = [];
    email.addEventListener('input', () => order.push(`input ${email.value}`));
    toggle.addEventListener('click', () => order.push('press'));
    expect(press(toggle).defaultPrevented).toBe(true);
    hydrate(formIsland());
    await vi.waitFor(() => expect(order).toContain('press'));
    expect(order).toEqual(['input amina@example.com', 'press']);
  });

  it('still gives typed text to the island when the field loses focus after it hydrated', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    type(email, 'amina@example.com');
    hydrate(formIsland());
    const heard = vi.fn();
    email.addEventListener('input', () => heard(email.value));
    email.dispatchEvent(new Event('change', { bubbles: true })); // blur after the text changed
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('amina@example.com'));
  });

  it('keeps what is typed after the island hydrated: React already heard it', async () => {
    hold();
    const email = byId<HTMLInputElement>('email');
    type(email, 'early@example.com');
    hydrate(formIsland());
    type(email, 'later@example.com');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(email.value).toBe('later@example.com');
  });

  it('ticks a box again for the island even when the page kept it ticked (a controlled box whose state says unticked)', async () => {
    hold();
    const terms = byId<HTMLInputElement>('terms');
    terms.click(); // ticked before the island hydrated
    const heard = vi.fn();
    terms.addEventListener('click', () => heard(terms.checked));
    hydrate(formIsland()); // the DOM still shows it ticked; the island's state does not know
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(true));
    expect(terms.checked).toBe(true);
  });

  it('keeps a choice made in a select before the island hydrated, even if the form put the default back', async () => {
    hold();
    const role = byId<HTMLSelectElement>('role');
    role.value = 'employer';
    role.dispatchEvent(new Event('change', { bubbles: true }));
    const heard = vi.fn();
    role.addEventListener('change', () => heard(role.value));
    hydrate(formIsland());
    role.value = 'student'; // hydration restores the HTML's default option
    await vi.waitFor(() => expect(role.value).toBe('employer'));
    expect(heard).toHaveBeenLastCalledWith('employer');
  });

  it('does not count the first option a select shows by itself as a choice', async () => {
    document.getElementById('role')?.replaceWith(
      Object.assign(document.createElement('select'), {
        id: 'role',
        innerHTML: '<option value="">Select your role</option><option value="student">Student</option>',
      }),
    );
    hold();
    const role = byId<HTMLSelectElement>('role');
    hydrate(formIsland());
    role.value = 'student'; // the form library sets its default as it hydrates
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(role.value).toBe('student');
  });

  it('counts what was typed or chosen before this script ran', async () => {
    const role = byId<HTMLSelectElement>('role');
    const email = byId<HTMLInputElement>('email');
    role.value = 'employer';
    email.value = 'typed-early@example.com';
    hold();
    hydrate(formIsland());
    role.value = 'student';
    email.value = '';
    await vi.waitFor(() => expect(role.value).toBe('employer'));
    await vi.waitFor(() => expect(email.value).toBe('typed-early@example.com'));
  });

  it("sends a form the page's own script kept from going natively before this one ran, once its island has hydrated", async () => {
    const form = byId<HTMLFormElement>('sign-in');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const page: WindowWithEarlyPresses = window;
    page.__earlyPresses = [byId('submit'), byId('outside')]; // what page-behaviors.ts held (the second is no part of ours)
    hold();
    expect(page.__earlyPresses).toBeNull(); // taken over: the page's script lets forms go from now on
    expect(wanted).toEqual([formIsland()]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(submitted).not.toHaveBeenCalled();
    hydrate(formIsland());
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting for an island that never hydrates, and replays the press anyway', async () => {
    hold();
    const toggle = byId<HTMLButtonElement>('toggle');
    press(toggle);
    const pressed = vi.fn();
    toggle.addEventListener('click', pressed);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(isAttached(toggle)).toBe(false);
  });

  it('never submits natively a form whose island never hydrates (a password would land in the address bar)', async () => {
    hold({ giveUpMs: 50 });
    const form = byId<HTMLFormElement>('sign-in');
    const reachedTheBrowser: boolean[] = [];
    // Last to hear a submit: whether anything stopped the browser's own submission.
    const last = (event: Event) => reachedTheBrowser.push(!event.defaultPrevented);
    document.addEventListener('submit', last);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    document.removeEventListener('submit', last);
    expect(reachedTheBrowser).not.toContain(true);
  });

  describe('an island whose code could not be loaded (islands/island-failure.ts marks it)', () => {
    const fail = (island: Element) => island.setAttribute('data-island-failed', '');
    // What the browser says of its connection (`navigator.onLine`), set by each test.
    let connected = true;
    const setOnline = (value: boolean) => void (connected = value);
    beforeEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => connected }));
    afterEach(() => Reflect.deleteProperty(navigator, 'onLine'));

    it('lets go of a press at once with no connection, says so once, and does not replay it when the island comes later', async () => {
      setOnline(false);
      hold({ giveUpMs: 5000 });
      const submit = byId<HTMLButtonElement>('submit');
      const pressed = vi.fn();
      submit.addEventListener('click', pressed);
      type(byId<HTMLInputElement>('email'), 'amina@example.com');
      press(submit);
      fail(formIsland());
      await vi.waitFor(() => expect(lost).toEqual([formIsland()]), { timeout: 1000 });
      expect(pressed).not.toHaveBeenCalled();

      setOnline(true);
      formIsland().removeAttribute('data-island-failed');
      byId<HTMLInputElement>('email').value = ''; // the form resets its field as it attaches
      hydrate(formIsland());
      // What was typed still reaches the island; the press that was let go does not come back by itself.
      await vi.waitFor(() => expect(byId<HTMLInputElement>('email').value).toBe('amina@example.com'), { timeout: 2000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pressed).not.toHaveBeenCalled();
      expect(lost).toHaveLength(1);
    });

    it('online, keeps the press while the code is tried again, and replays it if the island comes in time', async () => {
      setOnline(true);
      hold({ giveUpMs: 400 });
      const toggle = byId<HTMLButtonElement>('toggle');
      const pressed = vi.fn();
      toggle.addEventListener('click', pressed);
      fail(toolsIsland());
      press(toggle);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(lost).toEqual([]);
      toolsIsland().removeAttribute('data-island-failed');
      hydrate(toolsIsland());
      await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
      expect(lost).toEqual([]);
    });

    it('online, lets go of the press and says so once it has waited giveUpMs for an island that stays failed', async () => {
      setOnline(true);
      hold({ giveUpMs: 100 });
      const toggle = byId<HTMLButtonElement>('toggle');
      const pressed = vi.fn();
      toggle.addEventListener('click', pressed);
      fail(toolsIsland());
      press(toggle);
      await vi.waitFor(() => expect(lost).toEqual([toolsIsland()]), { timeout: 1000 });
      expect(pressed).not.toHaveBeenCalled();
    });
  });

  it('stops listening when stopped', () => {
    hold();
    early?.stop();
    expect(press(byId('toggle')).defaultPrevented).toBe(false);
  });
});
