import { PasskeyListSchema, PasskeyOptionsSchema, PasskeySchema, SignInResultSchema } from '@intambwe/contract';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { auditEvents, passkeys } from '../../db/schema.js';
import { getMe, nextAddress, registerUser } from '../../test-support/auth-helpers.js';
import { SoftAuthenticator } from '../../test-support/soft-authenticator.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const ORIGIN = 'http://localhost:3000';
const failed = { success: false, code: 'PASSKEY_VERIFICATION_FAILED' };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, remoteAddress: nextAddress(), headers: token ? { authorization: `Bearer ${token}` } : {} });

async function registerPasskey(token: string, authenticator: SoftAuthenticator, name?: string) {
  const options = v.parse(PasskeyOptionsSchema, (await call('POST', '/api/auth/passkeys/register/options', token)).json().data);
  return call('POST', '/api/auth/passkeys/register/verify', token, { response: authenticator.register(options.challenge), ...(name ? { name } : {}) });
}
async function loginChallenge() {
  const response = await call('POST', '/api/auth/passkeys/login/options');
  expect(response.statusCode).toBe(200);
  return v.parse(PasskeyOptionsSchema, response.json().data).challenge;
}

describe('passkeys', () => {
  it('registers several, names them, signs in with one (counter kept), removes one', async () => {
    const me = await registerUser(ctx, { email: 'passkey.owner@example.com', firstName: 'Nshuti' });
    const options = (await call('POST', '/api/auth/passkeys/register/options', me.token)).json().data;
    expect(options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required' } });

    const laptop = new SoftAuthenticator(ORIGIN);
    const phone = new SoftAuthenticator(ORIGIN);
    const first = await registerPasskey(me.token, laptop, 'Laptop');
    expect(first.statusCode).toBe(200);
    const laptopKey = v.parse(PasskeySchema, first.json().data);
    expect(laptopKey.name).toBe('Laptop');
    expect((await registerPasskey(me.token, phone)).statusCode).toBe(200);

    const list = v.parse(PasskeyListSchema, (await call('GET', '/api/auth/passkeys', me.token)).json().data);
    expect(list.map((key) => key.name)).toEqual(['Laptop', 'Passkey']);
    const renamed = await call('PATCH', `/api/auth/passkeys/${list[1].id}`, me.token, { name: '  Phone  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Phone');

    await ctx.app.ctx.mailQueue.flush();
    const notice = ctx.mailer.sent.filter((mail) => mail.to === 'passkey.owner@example.com').at(-1);
    expect(notice?.subject).toBe('A passkey was added to your Intambwe Careers account');

    // Sign in with the laptop's passkey.
    const signedIn = await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: laptop.authenticate(await loginChallenge()) });
    expect(signedIn.statusCode).toBe(200);
    const result = v.parse(SignInResultSchema, signedIn.json().data);
    expect(result.user.email).toBe('passkey.owner@example.com');
    expect((await getMe(ctx, result.token)).statusCode).toBe(200);
    const [stored] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.id, laptopKey.id));
    expect(stored.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();

    // Remove it: it signs in no more.
    expect((await call('DELETE', `/api/auth/passkeys/${laptopKey.id}`, me.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: laptop.authenticate(await loginChallenge()) })).json()).toMatchObject(failed);
    expect((await call('DELETE', `/api/auth/passkeys/${laptopKey.id}`, me.token)).statusCode).toBe(404);
    const events = (await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.userId, me.user._id))).map((row) => row.event);
    expect(events).toEqual(expect.arrayContaining(['passkey-added', 'passkey-renamed', 'passkey-removed']));
  });

  it('a challenge works once; a made-up challenge, another origin or a replayed counter fail', async () => {
    const me = await registerUser(ctx, { email: 'passkey.replay@example.com' });
    const key = new SoftAuthenticator(ORIGIN);
    expect((await registerPasskey(me.token, key)).statusCode).toBe(200);

    const challenge = await loginChallenge();
    const answer = key.authenticate(challenge);
    expect((await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: answer })).statusCode).toBe(200);
    const reused = await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: answer });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject(failed);

    expect((await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: key.authenticate('bWFkZS11cA') })).json()).toMatchObject(failed);
    expect((await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: key.authenticate(await loginChallenge(), { origin: 'https://evil.example.com' }) })).json()).toMatchObject(failed);
    // A cloned authenticator answering with an old counter.
    key.counter = 0;
    expect((await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: key.authenticate(await loginChallenge()) })).json()).toMatchObject(failed);
  });

  it('another person’s passkey is a 404; a registration challenge is bound to its person; bearer needed', async () => {
    const mine = await registerUser(ctx, { email: 'passkey.mine@example.com' });
    const theirs = await registerUser(ctx, { email: 'passkey.theirs@example.com' });
    expect((await registerPasskey(theirs.token, new SoftAuthenticator(ORIGIN))).statusCode).toBe(200);
    const theirKey = v.parse(PasskeyListSchema, (await call('GET', '/api/auth/passkeys', theirs.token)).json().data)[0];
    expect((await call('DELETE', `/api/auth/passkeys/${theirKey.id}`, mine.token)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/auth/passkeys/${theirKey.id}`, mine.token, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/passkeys/not-a-uuid', mine.token)).statusCode).toBe(404);

    // Their challenge, my registration: refused.
    const options = (await call('POST', '/api/auth/passkeys/register/options', theirs.token)).json().data;
    const refused = await call('POST', '/api/auth/passkeys/register/verify', mine.token, { response: new SoftAuthenticator(ORIGIN).register(options.challenge) });
    expect(refused.json()).toMatchObject(failed);

    expect((await call('GET', '/api/auth/passkeys')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/passkeys/register/options')).statusCode).toBe(401);
    const bad = await call('PATCH', `/api/auth/passkeys/${theirKey.id}`, theirs.token, { name: '' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldCodes: { name: 'PASSKEY_NAME_REQUIRED' } });
    const unreadable = await call('POST', '/api/auth/passkeys/login/verify', undefined, { response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '%%%' } } });
    expect(unreadable.json()).toMatchObject(failed);
  });
});
