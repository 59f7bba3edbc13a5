import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  defaultPublicConfig,
  GoogleExchangeRequestSchema,
  InteractionIdSchema,
  OpenIdClaimsSchema,
  platformForRole,
  platformName,
  platformUrl,
  PublicConfigSchema,
  SISTER_PLATFORMS,
  validationMessages,
} from './index';

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

describe('the platforms\' names outside the code', () => {
  const config = {
    ...defaultPublicConfig,
    elearningUrl: 'https://learn.example.org',
    jobPortalUrl: 'https://jobs.example.org',
    brand: { ...defaultPublicConfig.brand, platforms: { elearning: { name: 'Learn' }, jobPortal: { name: 'Jobs' } } },
  };
  it('has one id per platform, the OpenID client ids of CONTRACT.md', () => {
    expect(SISTER_PLATFORMS).toEqual(['elearning', 'job_portal']);
  });
  it.each([
    ['elearning', 'https://learn.example.org', 'Learn'],
    ['job_portal', 'https://jobs.example.org', 'Jobs'],
  ] as const)('reads %s from the configuration keys deployments set', (platform, url, name) => {
    expect(platformUrl(platform, config)).toBe(url);
    expect(platformName(platform, config.brand)).toBe(name);
  });
  it('gives every role its platform\'s configured address', () => {
    const addresses = ['student', 'teacher', 'job_seeker', 'employer'].map((role) => platformUrl(platformForRole(role) ?? 'elearning', config));
    expect(addresses).toEqual(['https://learn.example.org', 'https://learn.example.org', 'https://jobs.example.org', 'https://jobs.example.org']);
  });
});

describe('the platform a Google sign-in starts from', () => {
  const platformOf = (platform: unknown) => v.safeParse(GoogleExchangeRequestSchema, { idToken: 'token', platform });
  it.each([
    ['homepage', 'homepage'],
    ['elearning', 'elearning'],
    ['job_portal', 'job_portal'],
    ['jobportal', 'job_portal'],
    [undefined, 'homepage'],
  ])('reads %j as %s', (platform, expected) => {
    const result = platformOf(platform);
    expect(result.success && result.output.platform).toBe(expected);
  });
  it.each(['jobPortal', 'job-portal', 'admin', 42])('refuses %j with the code whose sentence names the platforms', (platform) => {
    const result = platformOf(platform);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('PLATFORM_INVALID');
    expect(validationMessages.PLATFORM_INVALID).toBe('Platform must be homepage, elearning or job_portal');
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
