import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('the AI assistant on the landing page', () => {
  test('costs nothing before it is opened, answers about jobs in Kigali from the database, minimizes, maximizes and closes', async ({ page, request }) => {
    // The open jobs in Kigali, as the database has them right now.
    const jobs = (await (await request.get('/api/jobs?limit=50')).json()) as { data: Array<{ title: string; location: string }> };
    const kigaliJobs = jobs.data.filter((job) => /kigali/i.test(job.location)).map((job) => job.title);
    expect(kigaliJobs.length).toBeGreaterThan(0);

    const widgetRequests: string[] = [];
    page.on('request', (req) => {
      if (/chat-widget/.test(req.url()) || /\/api\/ai\//.test(req.url())) widgetRequests.push(req.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open the AI assistant' });
    await expect(launcher).toBeVisible();
    expect(widgetRequests).toEqual([]);

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
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
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
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await page.screenshot({ path: 'dist/.playwright/assistant-phone.png' });
    await page.keyboard.press('Escape');
    await expect(widget).toHaveCount(0);
  });
});
