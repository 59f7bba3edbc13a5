import { destinationForRole } from './redirect-by-role';

const urls = { elearningUrl: 'https://learn.example.com', jobPortalUrl: 'https://jobs.example.com/', siteUrl: 'https://careers.example.com' };

describe('destinationForRole (SPEC §6, through the platform’s initiate-login URI)', () => {
  const elearning = {
    kind: 'external',
    platform: 'elearning',
    url: 'https://learn.example.com',
    signInUrl: 'https://learn.example.com/auth/login?iss=https%3A%2F%2Fcareers.example.com',
  };
  const jobs = {
    kind: 'external',
    platform: 'job_portal',
    url: 'https://jobs.example.com/',
    signInUrl: 'https://jobs.example.com/auth/login?iss=https%3A%2F%2Fcareers.example.com',
  };
  it.each([
    ['student', elearning],
    ['teacher', elearning],
    ['job_seeker', jobs],
    ['employer', jobs],
    ['admin', { kind: 'internal', path: '/dashboard' }],
    ['', { kind: 'internal', path: '/dashboard' }],
    [undefined, { kind: 'internal', path: '/dashboard' }],
    ['Student', { kind: 'internal', path: '/dashboard' }],
  ])('%s -> %j', (role, expected) => {
    expect(destinationForRole(role, urls)).toEqual(expected);
  });

  // eslint-disable-next-line no-script-url -- a hostile address, refused
  it.each(['javascript:alert(1)', 'not a url', 'data:text/html,hi'])('stays on /dashboard when the platform address is %j', (elearningUrl) => {
    expect(destinationForRole('student', { ...urls, elearningUrl })).toEqual({ kind: 'internal', path: '/dashboard' });
  });
});
