import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { createAccount } from './support/accounts.js';
import { ELEARNING_URL, standInForSisterPlatforms } from './support/sister-platforms.js';

test.describe('sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await standInForSisterPlatforms(page);
  });

  test('a wrong password is refused and nobody is signed in', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/^Password/).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the right password welcomes the person and sends a student to the e-learning platform', async ({ page, request }) => {
    const account = await createAccount(request, { role: 'student' });
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${ELEARNING_URL}/auth/login?iss=*`);
  });

  test('nothing on the page moves while it starts: the passkey button arrives in the room kept for it', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await recordLayoutShifts(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('a line of the page is shown only once its HTML is whole, so nothing moves when the rest of the page arrives', async ({
    page,
    request,
    baseURL,
  }) => {
    // On a slow or busy phone the browser paints what the parser has: once it painted half of a centred line, and the
    // line moved as its other half came (a layout shift in CI). Here the page's HTML stops inside a line (in the card,
    // and below it) until the half line has been in the page for two frames.
    const html = await (await request.get('/login')).text();
    const server = await serveHeldPage('/login', html, baseURL);
    try {
      await page.setViewportSize({ width: 412, height: 823 });
      await recordLayoutShifts(page);
      for (const [line, half] of [
        ['Forgot your password?', 'Forgot your passw'], // in the card, at the end of its row
        ["Don't have an account?", "Don't have an acc"], // below the card, centred
      ]) {
        const written = half.replace("'", '&#x27;');
        const cut = html.indexOf(written) + written.length;
        expect(cut, line).toBeGreaterThan(written.length);
        server.holdAt(cut);
        const loaded = page.goto(`${server.origin}/login`);
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
        const halfLine = page.getByText(new RegExp(`${half}$`));
        await expect(halfLine).toBeAttached(); // half of the line is in the page
        await expect(halfLine).toBeHidden(); // and not shown
        await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
        server.sendTheRest();
        await loaded;
        await expect(page.getByText(line)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
        expect(await layoutShifts(page), line).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });

  test('Sign In with empty fields shows its messages before the email field’s passkey challenge is asked for', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeEnabled(); // the passkey code is in
    // In the page: the first frame in which the message is there, and when the challenge's request started.
    await page.evaluate(() => {
      const seen = { message: null as number | null };
      Object.assign(window, { seen });
      const frame = () => {
        const shown = [...document.querySelectorAll('body *')].some(
          (element) => element.childElementCount === 0 && element.textContent?.trim() === 'Email is required',
        );
        if (shown) seen.message = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const challenge = page.waitForResponse('**/api/auth/passkeys/login/options');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Email address')).toBeFocused();
    await challenge; // the person is in the field: autofill may list their passkeys
    const { message, asked } = await page.evaluate(() => ({
      message: (window as unknown as { seen: { message: number | null } }).seen.message,
      asked: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/auth/passkeys/login/options'))
        ?.startTime,
    }));
    expect(message).not.toBeNull();
    expect(asked).toBeGreaterThan(message as number);
  });

  test('the show/hide toggle reveals the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel(/^Password/);
    await password.fill('secret1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('/dashboard without a user goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('a signed-in person on /dashboard is welcomed and sent to their platform’s initiate-login URI', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { role: 'teacher', firstName: 'Eric' });
    const signIn = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    const { data } = await signIn.json();
    await page.goto('/');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, data);
    // The welcome shows for 100 ms before the person goes on: record the headings the page shows on its way.
    const headings: string[] = [];
    await page.exposeFunction('reportHeading', (text: string) => headings.push(text));
    await page.addInitScript(() => {
      const report = (window as unknown as { reportHeading: (text: string) => void }).reportHeading;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text) report(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/dashboard');
    await page.waitForURL(`${ELEARNING_URL}/auth/login?iss=*`);
    expect(headings).toContain('Welcome, Eric!');
  });
});

/** Records, from the page's first byte, every layout shift no input caused (read with `layoutShifts`). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node }>;
      }>) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(
          (source) => (source.node as HTMLElement | undefined)?.textContent?.slice(0, 40) ?? '?',
        );
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts `recordLayoutShifts` saw: their size and what moved. */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/**
 * A server in front of the product that sends `path`'s HTML only up to a cut (`holdAt`) until told to send the rest,
 * as a slow network delivers a page in parts; everything else it passes on to the product.
 */
async function serveHeldPage(path: string, html: string, productUrl: string | undefined) {
  let cut = html.length;
  let sendTheRest: () => void = () => undefined;
  const server = createServer(async (req, res) => {
    if (req.url === path) {
      const restAllowed = new Promise<void>((resolve) => (sendTheRest = resolve));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      await restAllowed;
      res.end(html.slice(cut));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await fetch(new URL(req.url ?? '/', productUrl), {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'text/plain' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    holdAt: (at: number) => (cut = at),
    sendTheRest: () => sendTheRest(),
    close: () => {
      sendTheRest();
      return new Promise((closed) => server.close(closed));
    },
  };
}
