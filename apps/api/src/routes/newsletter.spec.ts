import { count, eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

let address = 0;
const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `10.3.0.${(address += 1)}` });
const subscribe = (email: unknown) => post('/api/newsletter', { email });
const confirmationSent = 'Almost done! Please confirm your subscription with the link we have sent to your inbox.';

/** The confirmation link in the last email sent to an address. */
async function confirmationLink(email: string): Promise<URL> {
  await ctx.app.ctx.mailQueue.flush();
  const mail = [...ctx.mailer.sent].reverse().find((sent) => sent.to === email);
  const match = mail?.text.match(/http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`no confirmation link mailed to ${email}`);
  return new URL(match[0]);
}
const row = async (email: string) => (await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores the address unconfirmed and emails a confirmation link; the link confirms it', async () => {
    const response = await subscribe('Reader@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { email: 'reader@example.com' }, message: confirmationSent });
    expect(await row('reader@example.com')).toMatchObject({ confirmedAt: null });

    const link = await confirmationLink('reader@example.com');
    const mail = ctx.mailer.sent.at(-1);
    expect(mail?.subject).toBe('Confirm your subscription to Intambwe Careers');
    expect(JSON.stringify(await row('reader@example.com'))).not.toContain(link.searchParams.get('token'));

    const opened = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('http://localhost:3000/?newsletter=confirmed');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect((await row('reader@example.com')).confirmedAt).not.toBeNull();
  });

  it('writes the email in the language of the page the person subscribed from, and brings them back to it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'lectrice@example.com' },
      headers: { 'accept-language': 'fr' },
      remoteAddress: '10.3.1.1',
    });
    expect(response.statusCode).toBe(200);
    await ctx.app.ctx.mailQueue.flush();
    const mail = [...ctx.mailer.sent].reverse().find((sent) => sent.to === 'lectrice@example.com');
    expect(mail?.subject).toBe('Confirmez votre abonnement à Intambwe Careers');
    expect(mail?.text).toContain('Ouvrez ce lien pour confirmer\u00a0:');
    expect(mail?.text).toContain('L’équipe Intambwe Careers');
    const link = new URL(mail?.text.match(/http:\/\/localhost:3000\/api\/newsletter\/confirm\?\S+/)?.[0] ?? '');
    expect(link.searchParams.get('lang')).toBe('fr');
    const opened = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.headers.location).toBe('http://localhost:3000/fr/?newsletter=confirmed');
  });

  it('is idempotent: subscribing twice is not an error, and sends no second email within 10 minutes', async () => {
    expect((await subscribe('twice@example.com')).statusCode).toBe(200);
    await ctx.app.ctx.mailQueue.flush();
    const sent = ctx.mailer.sent.length;
    const again = await subscribe('Twice@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, data: { email: 'twice@example.com' }, message: confirmationSent });
    await ctx.app.ctx.mailQueue.flush();
    expect(ctx.mailer.sent.length).toBe(sent);
    const [{ value }] = await ctx.database.db.select({ value: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'twice@example.com'));
    expect(value).toBe(1);
  });

  it('sends a new link to an unconfirmed address after 10 minutes; the old link keeps nothing', async () => {
    await subscribe('later@example.com');
    const first = await confirmationLink('later@example.com');
    await ctx.database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(newsletterSubscribers.email, 'later@example.com'));
    await subscribe('later@example.com');
    const second = await confirmationLink('later@example.com');
    expect(second.search).not.toBe(first.search);
    expect((await ctx.app.inject({ method: 'GET', url: `${first.pathname}${first.search}` })).headers.location).toBe('http://localhost:3000/?newsletter=invalid');
    expect((await post('/api/newsletter/confirm', { token: second.searchParams.get('token') })).statusCode).toBe(200);
  });

  it('answers the same for a confirmed address and sends nothing', async () => {
    await subscribe('confirmed@example.com');
    const link = await confirmationLink('confirmed@example.com');
    await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    await ctx.database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(newsletterSubscribers.email, 'confirmed@example.com'));
    const sent = ctx.mailer.sent.length;
    expect((await subscribe('confirmed@example.com')).json().message).toBe(confirmationSent);
    await ctx.app.ctx.mailQueue.flush();
    expect(ctx.mailer.sent.length).toBe(sent);
    // Opening the link again still says confirmed.
    expect((await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).headers.location).toBe('http://localhost:3000/?newsletter=confirmed');
  });

  it('rejects an invalid email', async () => {
    const response = await subscribe('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', details: { email: 'Please enter a valid email address' } });
  });
});

describe('confirming', () => {
  it.each(['', 'made-up-token', 'x'.repeat(600)])('GET with the token %j sends the person to the site with newsletter=invalid', async (token) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://localhost:3000/?newsletter=invalid');
  });

  it('GET without a token, or with two, is refused the same way', async () => {
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/confirm?token=a&token=b']) {
      expect((await ctx.app.inject({ method: 'GET', url })).headers.location).toBe('http://localhost:3000/?newsletter=invalid');
    }
  });

  it('POST answers 200 with the address, or 400 INVALID_CONFIRMATION_TOKEN', async () => {
    await subscribe('json@example.com');
    const link = await confirmationLink('json@example.com');
    const confirmed = await post('/api/newsletter/confirm', { token: link.searchParams.get('token') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, data: { email: 'json@example.com' }, message: "You're subscribed! Watch your inbox for career tips and new programs." });
    const refused = await post('/api/newsletter/confirm', { token: 'made-up' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'INVALID_CONFIRMATION_TOKEN', error: 'This confirmation link is invalid or has expired. Please subscribe again.' });
    const missing = await post('/api/newsletter/confirm', {});
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { token: 'Confirmation token is required' } });
  });

  it('refuses an expired link', async () => {
    await subscribe('expired.link@example.com');
    const link = await confirmationLink('expired.link@example.com');
    await ctx.database.db.update(newsletterSubscribers).set({ confirmExpiresAt: new Date(Date.now() - 1000) }).where(eq(newsletterSubscribers.email, 'expired.link@example.com'));
    expect((await post('/api/newsletter/confirm', { token: link.searchParams.get('token') })).statusCode).toBe(400);
  });
});
