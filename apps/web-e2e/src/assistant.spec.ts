import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { said } from './support/translations.js';

/** Resolves after the page has been idle twice (what was queued for idle time has started). */
const twoIdlePeriods = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 }),
      ),
  );

test.describe('the AI assistant on the landing page', () => {
  test('asks the server nothing before it is opened, answers about jobs in Kigali from the database, minimizes, maximizes and closes', async ({
    page,
    request,
  }) => {
    // The open jobs in Kigali, as the database has them right now.
    const jobs = (await (await request.get('/api/jobs?limit=50')).json()) as { data: Array<{ title: string; location: string }> };
    const kigaliJobs = jobs.data.filter((job) => /kigali/i.test(job.location)).map((job) => job.title);
    expect(kigaliJobs.length).toBeGreaterThan(0);

    const assistantCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/ai\//.test(req.url())) assistantCalls.push(req.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open the AI assistant' });
    await expect(launcher).toBeVisible();
    await twoIdlePeriods(page);
    // The widget's code may be fetched ahead once the page is idle, but no conversation starts on its own.
    expect(assistantCalls).toEqual([]);

    await launcher.click();
    const widget = page.getByRole('region', { name: 'Intambwe Careers Assistant' });
    await expect(widget).toBeVisible();
    const conversation = widget.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText(/I'm the Intambwe Careers assistant/)).toBeVisible();
    const input = widget.getByRole('textbox', { name: 'Your question' });
    await expect(input).toBeFocused();

    await input.fill('jobs in kigali');
    await input.press('Enter');
    await expect(conversation.getByText('jobs in kigali')).toBeVisible();
    await expect(conversation.getByText(kigaliJobs[0], { exact: true })).toBeVisible();
    await page.screenshot({ path: 'dist/.playwright/assistant-answer.png' });
    for (const title of kigaliJobs) await expect(conversation.getByText(title, { exact: true })).toBeVisible();
    await expect(conversation.getByRole('link', { name: /Intambwe Jobs/ }).first()).toHaveAttribute('href', /\/jobs$/);
    await expect(input).toBeEnabled();

    const axe = await new AxeBuilder({ page }).include('section[data-view]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await widget.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(widget).toHaveAttribute('data-view', 'minimized');
    await expect(widget.getByRole('textbox')).toHaveCount(0);
    await expect(widget.getByRole('button', { name: 'Restore chat' })).toBeFocused();

    await widget.getByRole('button', { name: 'Maximize chat' }).click();
    await expect(widget).toHaveAttribute('data-view', 'maximized');
    // Polled: the panel changes size with a transition.
    await expect
      .poll(async () => {
        const box = await widget.boundingBox();
        return (
          box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
        );
      })
      .toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    await expect(conversation.getByText(kigaliJobs[0], { exact: true })).toBeVisible();
    await page.screenshot({ path: 'dist/.playwright/assistant-maximized.png' });

    await widget.getByRole('button', { name: 'Close chat' }).click();
    await expect(widget).toHaveCount(0);
    await expect(launcher).toBeFocused();

    // Reopening keeps the conversation.
    await launcher.click();
    await expect(page.getByRole('region', { name: 'Conversation' }).getByText(kigaliJobs[0], { exact: true })).toBeVisible();
  });

  for (const saveData of [false, true]) {
    test(`its code ${saveData ? 'waits for the first open when a person saves data' : 'is fetched once the page is idle, for a quick first open'}`, async ({
      page,
    }) => {
      if (saveData) {
        await page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
        );
      }
      const widgetCode: string[] = [];
      page.on('request', (req) => {
        if (/chat-widget/.test(req.url())) widgetCode.push(req.url());
      });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Open the AI assistant' })).toBeVisible();
      if (saveData) {
        await twoIdlePeriods(page);
        await page.waitForTimeout(3500); // past the idle callbacks' 3 s deadline
        expect(widgetCode).toEqual([]);
      } else {
        await expect.poll(() => widgetCode.length, { timeout: 15_000 }).toBeGreaterThan(0);
      }
      // Either way the assistant opens.
      await page.getByRole('button', { name: 'Open the AI assistant' }).click();
      await expect(page.getByRole('region', { name: 'Intambwe Careers Assistant' })).toBeVisible();
    });
  }

  test("loads Intl's data in a worker while the page is idle, so its messages' times cost the page nothing, and shows them in the page's language", async ({
    page,
  }) => {
    const workers: Array<{ url: string; closed: boolean }> = [];
    page.on('worker', (worker) => {
      const seen = { url: worker.url(), closed: false };
      workers.push(seen);
      worker.on('close', () => (seen.closed = true));
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/fr/');
    // Started with the widget's idle prefetch, and ended once done.
    await expect.poll(() => workers.filter((worker) => /\/assets\/warm-intl\.worker-[\w-]+\.js$/.test(worker.url)), { timeout: 15_000 }).toEqual([
      { url: expect.any(String), closed: true },
    ]);
    expect(refused).toEqual([]);

    await page.getByRole('button', { name: said('fr', 'chat.launcher.open') }).click();
    const widget = page.getByRole('region', { name: said('fr', 'chat.title', { brand: 'Intambwe Careers' }) });
    // French writes the time on 24 hours, with no AM or PM.
    await expect(widget.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
  });

  test('is full screen on a small phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    const widget = page.getByRole('region', { name: 'Intambwe Careers Assistant' });
    await expect(widget).toHaveAttribute('data-full-screen', 'true');
    // Polled: the panel slides in, so its box settles after the opening animation.
    await expect
      .poll(async () => {
        const box = await widget.boundingBox();
        return (
          box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
        );
      })
      .toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await page.screenshot({ path: 'dist/.playwright/assistant-phone.png' });
    await page.keyboard.press('Escape');
    await expect(widget).toHaveCount(0);
  });

  test('shows its panel in the very frame it opens: it slides in, it does not fade in from nothing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    // In each frame from the press on, the panel's opacity as painted, from the first frame it is displayed.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as Window & { panelOpacity?: string[] }).panelOpacity = seen;
      const frame = () => {
        const panel = document.querySelector('section[data-view="open"]');
        if (panel && getComputedStyle(panel).display !== 'none') seen.push(getComputedStyle(panel).opacity);
        if (seen.length < 2) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.getByRole('button', { name: 'Open the AI assistant' }).click();
    await expect(page.getByRole('region', { name: 'Intambwe Careers Assistant' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as Window & { panelOpacity?: string[] }).panelOpacity)).toEqual(['1', '1']);
  });
});

test.describe('the AI assistant in French, Kinyarwanda and Swahili', () => {
  const questions = {
    fr: 'Comment ça marche ?',
    rw: 'Bikora gute?',
    sw: 'Jukwaa hili linafanyaje kazi?',
  } as const;

  for (const locale of ['fr', 'rw', 'sw'] as const) {
    test(`${locale}: the widget speaks the page's language, and a question in it is answered in it`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale}/`);
      await page.getByRole('button', { name: said(locale, 'chat.launcher.open') }).click();
      const widget = page.getByRole('region', { name: said(locale, 'chat.title', { brand: 'Intambwe Careers' }) });
      await expect(widget).toBeVisible();
      const conversation = widget.getByRole('region', { name: said(locale, 'chat.conversation') });
      await expect(conversation.getByText(said(locale, 'chat.welcome', { brand: 'Intambwe Careers' }))).toBeVisible();
      await widget.getByRole('textbox', { name: said(locale, 'chat.inputLabel') }).fill(questions[locale]);
      await page.keyboard.press('Enter');
      // The five steps of how it works, told in the language (their titles are the landing page's own words).
      await expect(conversation.getByText(said(locale, 'facts.steps.register.title')).first()).toBeVisible();
      await expect(conversation.getByText(said(locale, 'facts.steps.grow.title')).first()).toBeVisible();
    });
  }
});
