import { loadConfig, parseTrustProxy } from './config.js';
import { PERMISSIONS_POLICY } from './app.js';
import { redactUrl } from './http/log-redaction.js';
import { postJson, registerUser, resetTokenFromMail } from './test-support/auth-helpers.js';
import { createTestApp, type TestContext } from './test-support/test-app.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.0/8, 192.168.1.1 ,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['fd00:1::/48,loopback', ['fd00:1::/48', 'loopback']],
    ['10.0.0.0/8,2001:db8::/32', ['10.0.0.0/8', '2001:db8::/32']],
  ])('%j -> %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', '*'])('refuses %s at start with a sentence that says what to set instead', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY=.* is refused: it lets any client choose its address .*TRUST_PROXY=1/);
  });

  it.each(['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '10.0.0.2,100.0.0.0/7', '::/0', '2000::/3', 'fd00::/8'])(
    'refuses the range %j, wider than a /8 (IPv4) or a /32 (IPv6): its clients could choose their address',
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY=.* is refused: .* is wider than a \/8 \(IPv4\) or a \/32 \(IPv6\)/);
    },
  );

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '1,2'])('refuses the invalid value %j', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY=.* is invalid/);
  });

  describe('with one proxy in front (TRUST_PROXY=1)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(async () => ctx.close());

    it('takes the address the proxy saw, so a made-up X-Forwarded-For does not escape per-address limits', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: '10.0.0.2',
          // The client's own header comes first; the proxy appends the address it saw.
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: `spoof${i}@example.com` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429, 429]);
    });
  });

  describe('with a proxy list (TRUST_PROXY=10.0.0.2)', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ TRUST_PROXY: '10.0.0.2' });
    });
    afterAll(async () => ctx.close());

    const forgot = (remoteAddress: string, forwardedFor: string, i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: `listed${remoteAddress}.${i}@example.com` },
      });

    it('believes X-Forwarded-For from the listed proxy: each client has its own allowance', async () => {
      for (let i = 0; i < 12; i += 1) expect((await forgot('10.0.0.2', `198.51.100.${i}`, i)).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For from anyone else', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await forgot('10.9.9.9', `198.51.100.${i}`, i)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    });
  });
});

describe('headers on every answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it.each(['/api/health', '/api/jobs?limit=1', '/api/nope', '/login'])('%s carries Permissions-Policy', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('auth answers, failures included, are never cached (Cache-Control: no-store)', async () => {
    const session = await registerUser(ctx, { email: 'no.store@example.com' });
    const answers = [
      await postJson(ctx, '/api/auth/login', { email: 'no.store@example.com', password: 'Inzira2Nziza' }),
      await postJson(ctx, '/api/auth/login', { email: 'no.store@example.com', password: 'Wrong-password-1' }),
      await postJson(ctx, '/api/auth/refresh', { refreshToken: session.refreshToken }),
      await postJson(ctx, '/api/auth/refresh', {}),
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session.token}` } }),
      await postJson(ctx, '/api/auth/forgot-password', { email: 'no.store@example.com' }),
      await postJson(ctx, '/api/auth/logout', {}),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('PUBLIC_URL', () => {
  it('is required when NODE_ENV=production, with a clear sentence', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^PUBLIC_URL must be set when NODE_ENV=production: emailed links .* e\.g\. PUBLIC_URL=https:\/\//);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://careers.example.org/' }).siteUrl).toBe('https://careers.example.org');
  });

  it('must be an http(s) address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'careers.example.org' })).toThrow(/PUBLIC_URL=.* is not an http\(s\) address/);
  });
});

describe('logs without secrets', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=[redacted]'],
    ['/auth/callback?code=xyz&next=%2F', '/auth/callback?code=[redacted]&next=%2F'],
    ['/api/newsletter/confirm?token=t0k', '/api/newsletter/confirm?token=[redacted]'],
    ['/api/jobs?limit=6&search=code', '/api/jobs?limit=6&search=code'],
    ['/x?refresh_token=1&id_token=2&password=3&nonce=4&api_key=5', '/x?refresh_token=[redacted]&id_token=[redacted]&password=[redacted]&nonce=[redacted]&api_key=[redacted]'],
    ['/plain', '/plain'],
  ])('%s is logged as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('no token, code, password or reset link in what the server logs', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({}, { log: (line) => lines.push(line) });
    try {
      const password = 'Log7Secret-Password';
      const session = await registerUser(ctx, { email: 'logged@example.com', password });
      await postJson(ctx, '/api/auth/login', { email: 'logged@example.com', password });
      await postJson(ctx, '/api/auth/login', { email: 'logged@example.com', password: 'Wrong7-Password' });
      await postJson(ctx, '/api/auth/forgot-password', { email: 'logged@example.com' });
      const resetToken = await resetTokenFromMail(ctx, 'logged@example.com');
      await ctx.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
      await ctx.app.inject({ method: 'GET', url: '/oidc/auth?client_id=elearning&code=code-in-a-url&state=state-in-a-url' });
      await ctx.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=newsletter-token-in-a-url' });
      await postJson(ctx, '/api/auth/refresh', { refreshToken: session.refreshToken });
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session.token}` } });
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(10);
      expect(log).toContain('/reset-password?token=[redacted]');
      for (const secret of [password, resetToken, session.token, session.refreshToken, 'code-in-a-url', 'state-in-a-url', 'newsletter-token-in-a-url', 'Wrong7-Password']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('REDIS_URL with Redis down', () => {
  it('lets requests through (per-address limits skipped, per-account limits kept) and never answers 5xx', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { log: (line) => lines.push(line) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: '10.77.0.1', payload: { email: `redis.down.${i}@example.com` } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual(Array(12).fill(200));
      // The per-account limits (database) still hold: ten failed sign-ins of one account from one address.
      for (let i = 0; i < 10; i += 1) await postJson(ctx, '/api/auth/login', { email: 'redis.down.same@example.com', password: `Guess${i}abc` }, { ip: '10.77.0.2' });
      expect((await postJson(ctx, '/api/auth/login', { email: 'redis.down.same@example.com', password: 'Guess-last' }, { ip: '10.77.0.2' })).statusCode).toBe(429);
      expect(lines.join('')).toContain('Redis is unreachable: per-address rate limits are not applied until it is back');
    } finally {
      await ctx.close();
    }
  });
});
