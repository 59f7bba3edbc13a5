import { createTestApp, type TestContext } from '../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CORS_ORIGINS: 'https://learn.example.org, https://jobs.example.org:8443' });
});
afterAll(async () => ctx.close());

const preflight = (origin: string | undefined, path = '/api/auth/login', method = 'POST') =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: path,
    headers: {
      ...(origin === undefined ? {} : { origin }),
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type, authorization, accept-language',
    },
  });

describe('CORS for the sister platforms (CORS_ORIGINS)', () => {
  it.each(['https://learn.example.org', 'https://jobs.example.org:8443'])('answers the preflight of the listed origin %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
    expect(response.headers['access-control-allow-headers']).toBe('Content-Type, Authorization, Accept-Language');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers['vary'])).toContain('Origin');
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });

  it('lets the listed origin read the answer of a real call, Retry-After included', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://learn.example.org', 'content-type': 'application/json' },
      payload: { email: 'nobody@example.com', password: 'Whatever1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('https://learn.example.org');
    expect(response.headers['access-control-expose-headers']).toBe('Retry-After');
    const jobs = await ctx.app.inject({ method: 'GET', url: '/api/jobs?limit=1', headers: { origin: 'https://jobs.example.org:8443' } });
    expect(jobs.headers['access-control-allow-origin']).toBe('https://jobs.example.org:8443');
    expect(String(jobs.headers['vary'])).toMatch(/Origin/);
    expect(String(jobs.headers['vary'])).toMatch(/Accept-Encoding/);
  });

  it.each([
    ['an unlisted origin', 'https://evil.example.com'],
    ['a listed host on another scheme', 'http://learn.example.org'],
    ['a listed host on another port', 'https://learn.example.org:444'],
    ['a suffix look-alike', 'https://learn.example.org.evil.example.com'],
    ['a prefix look-alike', 'https://evil-learn.example.org'],
    ['the opaque origin null', 'null'],
    ['a malformed origin', 'not a url'],
    ['an origin with a path', 'https://learn.example.org/'],
    ['a wildcard', '*'],
    ['an empty origin', ''],
  ])('refuses the preflight of %s: 403, no CORS headers', async (_case, origin) => {
    const response = await preflight(origin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'CORS_ORIGIN_NOT_ALLOWED', error: 'This origin may not call the API from a browser.' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('gives no CORS headers to a real call from an unlisted origin (the browser keeps the answer from the page)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/jobs?limit=1', headers: { origin: 'https://evil.example.com' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves same-origin calls and pages alone', async () => {
    const same = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
    const page = await ctx.app.inject({ method: 'OPTIONS', url: '/login', headers: { origin: 'https://learn.example.org', 'access-control-request-method': 'GET' } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS by default and when invalid', () => {
  it('defaults to the origins of ELEARNING_URL and JOB_PORTAL_URL', async () => {
    const defaults = await createTestApp({ ELEARNING_URL: 'https://learn.example.net/app/', JOB_PORTAL_URL: 'https://jobs.example.net' });
    try {
      expect(defaults.config.corsOrigins).toEqual(['https://learn.example.net', 'https://jobs.example.net']);
      const response = await defaults.app.inject({ method: 'OPTIONS', url: '/api/auth/refresh', headers: { origin: 'https://learn.example.net', 'access-control-request-method': 'POST' } });
      expect(response.statusCode).toBe(204);
    } finally {
      await defaults.close();
    }
  });

  it.each(['*', 'https://learn.example.org/path', 'learn.example.org', 'ftp://files.example.org'])('refuses to start with CORS_ORIGINS=%s', async (value) => {
    await expect(createTestApp({ CORS_ORIGINS: value })).rejects.toThrow(/CORS_ORIGINS entry .* is not an origin/);
  });
});
