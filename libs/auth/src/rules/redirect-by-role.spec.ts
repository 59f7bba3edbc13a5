import { destinationForRole, handOffAddress } from './redirect-by-role';

const urls = { elearningUrl: 'https://learn.example.com', jobPortalUrl: 'https://jobs.example.com' };

describe('destinationForRole (SPEC §6)', () => {
  it.each([
    ['student', { kind: 'external', platform: 'elearning', handoff: 'elearning', url: 'https://learn.example.com' }],
    ['teacher', { kind: 'external', platform: 'elearning', handoff: 'elearning', url: 'https://learn.example.com' }],
    ['job_seeker', { kind: 'external', platform: 'jobPortal', handoff: 'job_portal', url: 'https://jobs.example.com' }],
    ['employer', { kind: 'external', platform: 'jobPortal', handoff: 'job_portal', url: 'https://jobs.example.com' }],
    ['admin', { kind: 'internal', path: '/dashboard' }],
    ['', { kind: 'internal', path: '/dashboard' }],
    [undefined, { kind: 'internal', path: '/dashboard' }],
    ['Student', { kind: 'internal', path: '/dashboard' }],
  ])('%s -> %j', (role, expected) => {
    expect(destinationForRole(role, urls)).toEqual(expected);
  });
});

describe('handOffAddress', () => {
  it('keeps an http(s) hand-off URL', () => {
    expect(handOffAddress('https://learn.example.com/auth/callback?code=abc')).toBe('https://learn.example.com/auth/callback?code=abc');
    expect(handOffAddress('http://127.0.0.1:4400/auth/callback?code=abc')).toBe('http://127.0.0.1:4400/auth/callback?code=abc');
  });

  it.each(['javascript:alert(1)', '/auth/callback?code=abc', '', 'data:text/html,hi', 'not a url'])('refuses %j', (url) => {
    expect(handOffAddress(url)).toBeNull();
  });
});
