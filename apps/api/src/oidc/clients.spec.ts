import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { defaultOidcClients, parseOidcClients } from './clients.js';

const defaults = defaultOidcClients(
  { elearningUrl: 'https://learn.example.com/', jobPortalUrl: 'https://jobs.example.com' },
  { platforms: { elearning: { name: 'Intambwe Learn' }, jobPortal: { name: 'Intambwe Jobs' } } },
);

describe('the registered clients', () => {
  it('are the two platforms by default, with the URIs CONTRACT.md names', () => {
    expect(defaults).toEqual([
      {
        clientId: 'elearning',
        clientName: 'Intambwe Learn',
        redirectUris: ['https://learn.example.com/auth/callback'],
        postLogoutRedirectUris: ['https://learn.example.com/'],
        initiateLoginUri: 'https://learn.example.com/auth/login',
        platform: 'elearning',
        resource: 'https://learn.example.com',
      },
      expect.objectContaining({ clientId: 'job_portal', redirectUris: ['https://jobs.example.com/auth/callback'], platform: 'job_portal' }),
    ]);
    expect(parseOidcClients(undefined, defaults)).toBe(defaults);
  });

  it('take settings for a platform and new clients from OIDC_CLIENTS', () => {
    const clients = parseOidcClients(
      JSON.stringify([
        { client_id: 'elearning', backchannel_logout_uri: 'https://learn.example.com/auth/backchannel-logout' },
        { client_id: 'jobs-backend', platform: 'job_portal', redirect_uris: ['https://api.jobs.example.com/cb'], client_secret: 's'.repeat(40) },
      ]),
      defaults,
    );
    expect(clients.find((c) => c.clientId === 'elearning')).toMatchObject({
      backchannelLogoutUri: 'https://learn.example.com/auth/backchannel-logout',
      redirectUris: ['https://learn.example.com/auth/callback'],
    });
    expect(clients.find((c) => c.clientId === 'jobs-backend')).toMatchObject({ platform: 'job_portal', resource: 'https://api.jobs.example.com', clientSecret: 's'.repeat(40) });
    expect(clients).toHaveLength(3);
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['an unknown field', '[{"client_id":"x","platform":"elearning","redirect_uris":["https://x.example.com/cb"],"grant_types":["password"]}]', /grant_types/],
    ['a new client without its platform', '[{"client_id":"x","redirect_uris":["https://x.example.com/cb"]}]', /needs "platform"/],
    ['a redirect URI with a fragment', '[{"client_id":"elearning","redirect_uris":["https://x.example.com/cb#x"]}]', /without a fragment/],
    ['a short secret', '[{"client_id":"elearning","client_secret":"short"}]', /at least 32 characters/],
  ])('refuse %s', (_name, raw, message) => {
    expect(() => parseOidcClients(raw, defaults)).toThrow(message);
  });
});

describe('the server’s settings', () => {
  it('stop the start with one line naming OIDC_CLIENTS or OIDC_SIGNING_KEYS when they cannot be used', () => {
    expect(() => loadConfig({ OIDC_CLIENTS: '[{"client_id":"x"}]' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_CLIENTS: '[{"client_id":"x"}]' })).toThrow(/^OIDC_CLIENTS is invalid: client x needs "platform"/);
    expect(() => loadConfig({ OIDC_SIGNING_KEYS: '{"keys":[{"kty":"oct"}]}' })).toThrow(/^OIDC_SIGNING_KEYS is invalid: key 1 has no "kid"/);
  });

  it('register the platforms from ELEARNING_URL and JOB_PORTAL_URL', () => {
    const { oidc } = loadConfig({ ELEARNING_URL: 'http://127.0.0.1:4631', JOB_PORTAL_URL: 'https://jobs.example.org/' });
    expect(oidc.clients.map((c) => c.redirectUris[0])).toEqual(['http://127.0.0.1:4631/auth/callback', 'https://jobs.example.org/auth/callback']);
    expect(oidc.signingKeys).toBeUndefined();
  });
});
