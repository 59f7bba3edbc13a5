import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InteractionIdSchema, OpenIdClaimsSchema, platformForRole, PublicConfigSchema, defaultPublicConfig } from './index';

describe('platformForRole', () => {
  it.each([
    ['student', 'elearning'],
    ['teacher', 'elearning'],
    ['job_seeker', 'job_portal'],
    ['employer', 'job_portal'],
    ['admin', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%s is served by %s', (role, platform) => {
    expect(platformForRole(role)).toBe(platform);
  });
});

describe('InteractionIdSchema', () => {
  it.each(['Pq3vZ8xY_kL2-mN0aB4cD', 'abcdefghij'])('accepts the id %s', (id) => {
    expect(v.is(InteractionIdSchema, id)).toBe(true);
  });
  it.each(['short', '../../etc/passwd', 'a b c d e f g h', 'x'.repeat(65), ''])('refuses %s', (id) => {
    expect(v.is(InteractionIdSchema, id)).toBe(false);
  });
});

describe('OpenIdClaimsSchema', () => {
  it('reads the claims of the four scopes, with defaults for the optional ones', () => {
    const claims = v.parse(OpenIdClaimsSchema, { sub: 'u-1', email: 'a@example.com', role: 'student' });
    expect(claims).toEqual({ sub: 'u-1', email: 'a@example.com', role: 'student', email_verified: false, given_name: '', family_name: '' });
  });
  it('refuses claims without a subject or a role', () => {
    expect(v.is(OpenIdClaimsSchema, { sub: '', email: 'a@example.com', role: 'student' })).toBe(false);
    expect(v.is(OpenIdClaimsSchema, { sub: 'u-1', email: 'a@example.com' })).toBe(false);
  });
});

describe('PublicConfigSchema openId', () => {
  it('is absent on the front door and holds a platform’s issuer and client id', () => {
    expect(v.parse(PublicConfigSchema, defaultPublicConfig).openId).toBeUndefined();
    const platform = v.parse(PublicConfigSchema, { ...defaultPublicConfig, openId: { issuer: 'https://careers.example.com', clientId: 'elearning' } });
    expect(platform.openId).toEqual({ issuer: 'https://careers.example.com', clientId: 'elearning' });
  });
  it('refuses an issuer that is not a URL', () => {
    expect(v.is(PublicConfigSchema, { ...defaultPublicConfig, openId: { issuer: 'careers', clientId: 'elearning' } })).toBe(false);
  });
});
