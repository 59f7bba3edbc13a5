import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForAppStart } from './support/app.js';
import { findNewsletterConfirmationLink } from './support/outbox.js';
import { uniqueEmail } from './support/sister-platforms.js';

/** The contact form and the newsletter box send real requests that the server stores. */
test.use({ serviceWorkers: 'block' });

/** The support-inbox copy of a contact message, from the server's outbox (`${E2E_DATA_DIR}/outbox`). */
function supportEmailContaining(text: string): string | null {
  const dir = join(process.env['E2E_DATA_DIR'] ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const name of files) {
    const raw = readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '');
    if (raw.includes(text)) return raw;
  }
  return null;
}

test('the floating contact button opens a form whose message reaches the support inbox', async ({ page }) => {
  const marker = `landing-e2e-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const contact = page.getByRole('button', { name: 'Contact us' });
  await contact.click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toBeFocused();

  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: /Your name/ }).fill('Amina Juma');
  await dialog.getByRole('textbox', { name: /Email address/ }).fill(uniqueEmail('amina'));
  await dialog.getByRole('textbox', { name: /Subject/ }).fill('Nursing cohort');
  await dialog.getByRole('textbox', { name: /Message/ }).fill(`We would like to train 40 nurses next year. Reference ${marker}.`);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Message sent')).toBeVisible();
  await expect.poll(() => supportEmailContaining(marker)).not.toBeNull();
  expect(supportEmailContaining(marker)).toContain('[Contact form] Nursing cohort from Amina Juma');

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
});

test('the contact form costs a visit nothing until its dialog is reached for, and keeps what is typed at once', async ({
  page,
}) => {
  const formCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/contact-form-[\w-]+\.js$/.test(request.url())) formCode.push(request.url());
  });
  await page.goto('/');
  await waitForAppStart(page);
  const form = page.locator('[data-island="landing.contact-form"]');
  // A visit that never opens the dialog downloads nothing of its form, even once the page's idle work (the
  // assistant's launcher, hydrated before it in the page) is over and the network has gone quiet.
  await expect(page.locator('[data-island="chat.launcher"]')).toHaveAttribute('data-island-hydrated', '');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);
  await expect(form).not.toHaveAttribute('data-island-hydrated');

  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByRole('textbox', { name: /Your name/ }).pressSequentially('Amina');
  await expect(form).toHaveAttribute('data-island-hydrated', '');
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toHaveValue('Amina');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Your name/ })).toHaveValue('Amina');
});

test('focus stays inside the contact dialog and Escape closes it', async ({ page }) => {
  await page.goto('/');
  const contact = page.getByRole('button', { name: 'Contact us' });
  await contact.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
});

test('Subscribe asks for confirmation by email; the emailed link confirms it and the page says so', async ({ page, request }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await footer.scrollIntoViewIfNeeded();
  const input = footer.getByRole('textbox', { name: 'Email address' });
  await expect(input).toHaveAttribute('type', 'email');
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText('Almost done! Please confirm your subscription with the link we have sent to your inbox.'),
  ).toBeVisible();
  await expect(input).toHaveValue('');

  // Double opt-in: the address counts once its owner opens the emailed link.
  await expect.poll(() => findNewsletterConfirmationLink(email), { timeout: 15_000 }).not.toBeNull();
  await page.goto(findNewsletterConfirmationLink(email) as string);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You're subscribed! Watch your inbox for career tips and new programs.")).toBeVisible();

  // Subscribing twice is not an error (CONTRACT): the server answers the same for a known address.
  const again = await request.post('/api/newsletter', { data: { email } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ success: true, data: { email } });
});

test('an address the browser accepts but the server refuses shows the reason', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('textbox', { name: 'Email address' }).fill('amina@localhost');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
});
