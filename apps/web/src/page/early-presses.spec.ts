import { holdEarlyInteractions, isAttached, type EarlyInteractions } from './early-presses';

/** What React DOM does when it attaches to an element. */
const attach = (element: Element) => Object.assign(element, { __reactProps$test: {} });

describe('holdEarlyInteractions', () => {
  let root: HTMLElement;
  let early: EarlyInteractions | undefined;
  const hold = () => (early = holdEarlyInteractions(root, { pollMs: 5, giveUpMs: 400 }));

  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <form id="sign-in"><input id="email" name="email" value="" /><input id="terms" type="checkbox" />
          <button id="submit" type="submit">Sign in</button></form>
        <select id="role" name="role"><option value="student" selected>Student</option><option value="employer">Employer</option></select>
        <button id="toggle" type="button">Theme</button><a id="link" href="/login">Login</a><a id="anchor" href="#about">About</a>
        <div data-static="r1" style="display:contents"><a id="static-anchor" href="#services">Services</a></div>
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

  it('ticks a box again for the app even when the page kept it ticked (a controlled box whose state says unticked)', async () => {
    hold();
    const terms = byId<HTMLInputElement>('terms');
    terms.click(); // ticked before React attached
    const heard = vi.fn();
    terms.addEventListener('click', () => heard(terms.checked));
    attach(terms); // the DOM still shows it ticked; the app's state does not know
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(true));
    expect(terms.checked).toBe(true);
  });

  it('keeps a choice made in a select before React attached, even if the form put the default back', async () => {
    hold();
    const role = byId<HTMLSelectElement>('role');
    role.value = 'employer';
    role.dispatchEvent(new Event('change', { bubbles: true }));
    const heard = vi.fn();
    role.addEventListener('change', () => heard(role.value));
    attach(role);
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
    attach(role);
    role.value = 'student'; // the form library sets its default as it attaches
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(role.value).toBe('student');
  });

  it('counts a choice made before this script ran', async () => {
    const role = byId<HTMLSelectElement>('role');
    role.value = 'employer';
    hold();
    attach(role);
    role.value = 'student';
    await vi.waitFor(() => expect(role.value).toBe('employer'));
  });

  it('leaves links in static content alone: they are never attached and work as plain links', () => {
    hold();
    expect(press(byId('static-anchor')).defaultPrevented).toBe(false);
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
