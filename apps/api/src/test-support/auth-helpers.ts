import type { TestContext } from './test-app.js';

/** A valid registration body; override any field. */
export function registration(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', password: 'Inzira2Nziza', role: 'student', ...overrides };
}

let address = 0;
/** A fresh client address, so per-address limits of one test do not leak into the next. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** POST a JSON body from a client address. */
export function postJson(ctx: TestContext, url: string, payload: unknown, options: { ip?: string; token?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export function getMe(ctx: TestContext, token?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Registers an account and returns its sign-in result. */
export async function registerUser(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const response = await postJson(ctx, '/api/auth/register', registration(overrides));
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { user: { _id: string; email: string; role: string }; token: string; refreshToken: string; deviceToken: string };
}

/** The reset token in the last email sent to an address (once the mail queue has sent what it holds). */
export async function resetTokenFromMail(ctx: TestContext, to: string): Promise<string> {
  await ctx.app.ctx.mailQueue.flush();
  const mail = [...ctx.mailer.sent].reverse().find((sent) => sent.to === to);
  const match = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return match[1];
}
