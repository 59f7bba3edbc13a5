import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads } from '../db/schema.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';
import { DrizzleOidcAdapter, pruneOidcPayloads } from './adapter.js';

/** The provider's storage on our database (PGlite here, PostgreSQL in the api-postgres project). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const adapter = (model: string) => new DrizzleOidcAdapter(ctx.database.db, model);

describe('DrizzleOidcAdapter', () => {
  it('stores a payload per model and id, and replaces it on upsert', async () => {
    await adapter('Grant').upsert('g-1', { jti: 'g-1', accountId: 'a', clientId: 'elearning' } as never, 60);
    await adapter('Session').upsert('g-1', { jti: 'g-1', uid: 'u-1' } as never, 60);
    expect(await adapter('Grant').find('g-1')).toMatchObject({ accountId: 'a' });
    await adapter('Grant').upsert('g-1', { jti: 'g-1', accountId: 'b' } as never, 60);
    expect(await adapter('Grant').find('g-1')).toMatchObject({ accountId: 'b' });
    expect(await adapter('Session').find('g-1')).toMatchObject({ uid: 'u-1' });
    expect(await adapter('Grant').find('unknown')).toBeUndefined();
  });

  it('finds sessions by their fixed uid and codes by user code', async () => {
    await adapter('Session').upsert('cookie-1', { jti: 'cookie-1', uid: 'stable-uid', accountId: 'x' } as never, 60);
    expect(await adapter('Session').findByUid('stable-uid')).toMatchObject({ jti: 'cookie-1' });
    await adapter('DeviceCode').upsert('d-1', { jti: 'd-1', userCode: 'ABCD-EFGH' } as never, 60);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd-1' });
  });

  it('marks a code consumed (the library refuses it and revokes its grant)', async () => {
    await adapter('AuthorizationCode').upsert('c-1', { jti: 'c-1', grantId: 'grant-c' } as never, 60);
    expect((await adapter('AuthorizationCode').find('c-1'))?.consumed).toBeUndefined();
    await adapter('AuthorizationCode').consume('c-1');
    expect((await adapter('AuthorizationCode').find('c-1'))?.consumed).toEqual(expect.any(Number));
  });

  it('never returns an expired row, and housekeeping removes it', async () => {
    await adapter('AccessToken').upsert('old', { jti: 'old' } as never, -1);
    expect(await adapter('AccessToken').find('old')).toBeUndefined();
    await pruneOidcPayloads(ctx.database.db, new Date());
    const rows = await ctx.database.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(rows.map((row) => row.id)).not.toContain('old');
  });

  it('revokes what a grant issued, model by model, and destroys one row', async () => {
    await adapter('RefreshToken').upsert('r-1', { jti: 'r-1', grantId: 'grant-1' } as never, 60);
    await adapter('RefreshToken').upsert('r-2', { jti: 'r-2', grantId: 'grant-2' } as never, 60);
    await adapter('AccessToken').upsert('a-1', { jti: 'a-1', grantId: 'grant-1' } as never, 60);
    await adapter('RefreshToken').revokeByGrantId('grant-1');
    expect(await adapter('RefreshToken').find('r-1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r-2')).toBeDefined();
    expect(await adapter('AccessToken').find('a-1')).toBeDefined();
    await adapter('AccessToken').destroy('a-1');
    expect(await adapter('AccessToken').find('a-1')).toBeUndefined();
  });
});
