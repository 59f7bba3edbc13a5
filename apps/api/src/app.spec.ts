import { createTestApp, type TestContext } from './test-support/test-app.js';
import { BODY_LIMIT_BYTES } from './app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('the envelope for bad requests (CONTRACT Envelope)', () => {
  it('malformed JSON is a 400, never a 500', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('an empty JSON body is a 400', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('a %s body is a 415', async (contentType) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': contentType }, payload: 'email=a@b.co' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('an oversized body is a 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([['null'], ['[]'], ['"text"'], ['42']])('a JSON body that is not an object (%s) gets field messages', async (payload) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: 'Email is required', details: { email: 'Email is required' }, fieldCodes: { email: 'EMAIL_REQUIRED' } });
  });

  it('unknown API routes are JSON 404s', async () => {
    const response = await ctx.app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'No such API route.', code: 'NOT_FOUND' });
  });

  it('sets security headers on every answer', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('limits bodies to a small size', () => {
    expect(BODY_LIMIT_BYTES).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('GET /config.json', () => {
  it('serves the public settings from the environment, and nothing secret', async () => {
    const response = await ctx.app.inject('/config.json');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ apiBaseUrl: '/api', elearningUrl: 'https://learn.example.com', jobPortalUrl: 'https://jobs.example.com' });
    expect(body.brand.name).toBe('Intambwe Careers');
    expect(JSON.stringify(body)).not.toMatch(/secret|password|smtp/i);
  });
});

describe('without a built site', () => {
  it('explains how to build it instead of failing silently', async () => {
    const response = await ctx.app.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm start');
  });
});
