import { eq } from 'drizzle-orm';
import { contactMessages } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores the message and emails it to the support inbox', async () => {
    const response = await post('/api/contact', { name: 'Aline Uwase', email: 'Aline@Example.com', subject: 'Coaching', message: 'I would like to know more about coaching.' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { id: expect.any(String) }, message: expect.stringContaining('Thank you') });
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({ name: 'Aline Uwase', email: 'aline@example.com', subject: 'Coaching' });
    expect(row.deliveredAt).not.toBeNull();
    const mail = ctx.mailer.sent.at(-1);
    expect(mail).toMatchObject({ to: 'support@example.com', replyTo: 'Aline@Example.com' });
    expect(mail?.text).toContain('I would like to know more about coaching.');
  });

  it.each([
    [{ email: 'a@b.co', message: 'Hello there, friends' }, 'name', 'Name is required'],
    [{ name: 'A', email: 'nope', message: 'Hello there, friends' }, 'email', 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@b.co', message: 'short' }, 'message', 'Message must be at least 10 characters'],
    [{ name: 'A', email: 'a@b.co', message: '   ' }, 'message', 'Message is required'],
  ])('rejects %j with 400 (%s)', async (payload, field, message) => {
    const response = await post('/api/contact', payload, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBe(message);
  });

  it('drops control characters (PostgreSQL cannot store NUL) and keeps line breaks', async () => {
    const response = await post('/api/contact', { name: 'Ali\u0000ne', email: 'nul@example.com', subject: 'Hi\u0007', message: 'Line one\u0000\nLine two, thanks' }, '10.0.0.3');
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().data.id));
    expect(row).toMatchObject({ name: 'Aline', subject: 'Hi', message: 'Line one\nLine two, thanks' });
  });

  it('makes the name and subject one line (they go into an email subject); the message keeps its lines', async () => {
    const response = await post(
      '/api/contact',
      { name: 'Aline\r\nBcc: victim@example.com', email: 'lines@example.com', subject: 'Hello\nthere\u2028again', message: 'First line\nSecond line, thanks' },
      '10.0.0.5',
    );
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().data.id));
    expect(row).toMatchObject({ name: 'Aline Bcc: victim@example.com', subject: 'Hello there again', message: 'First line\nSecond line, thanks' });
    expect(ctx.mailer.sent.at(-1)?.subject).toBe('[Contact form] Hello there again from Aline Bcc: victim@example.com');
  });

  it('rejects a name that is only line breaks as missing', async () => {
    const response = await post('/api/contact', { name: '\r\n\n', email: 'lines@example.com', message: 'Hello there, friends' }, '10.0.0.6');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.name).toBe('Name is required');
  });

  it('rejects a message that is only control characters with the length rule', async () => {
    const response = await post('/api/contact', { name: 'A', email: 'nul@example.com', message: '\u0000'.repeat(20) }, '10.0.0.4');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.message).toBe('Message is required');
  });

  it('keeps the message when the email cannot be sent', async () => {
    const send = ctx.mailer.send;
    ctx.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const response = await post('/api/contact', { name: 'Kwame', email: 'kwame@example.com', message: 'Please call me back about jobs.' }, '10.0.0.3');
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().data.id));
      expect(row.deliveredAt).toBeNull();
    } finally {
      ctx.mailer.send = send;
    }
  });

  it('limits each address to 5 messages per 15 minutes (429 with Retry-After)', async () => {
    const payload = { name: 'Spam', email: 'spam@example.com', message: 'Buy now buy now buy now' };
    for (let i = 0; i < 5; i += 1) expect((await post('/api/contact', payload, '10.9.9.9')).statusCode).toBe(201);
    const limited = await post('/api/contact', payload, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', error: expect.stringContaining('Too many requests') });
    expect((await post('/api/contact', payload, '10.9.9.8')).statusCode).toBe(201);
  });
});

