import { destinationForRole } from './redirect-by-role';

const urls = { elearningUrl: 'https://learn.example.com', jobPortalUrl: 'https://jobs.example.com' };

describe('destinationForRole (SPEC §6)', () => {
  it.each([
    ['student', { kind: 'external', platform: 'elearning', url: 'https://learn.example.com' }],
    ['teacher', { kind: 'external', platform: 'elearning', url: 'https://learn.example.com' }],
    ['job_seeker', { kind: 'external', platform: 'jobPortal', url: 'https://jobs.example.com' }],
    ['employer', { kind: 'external', platform: 'jobPortal', url: 'https://jobs.example.com' }],
    ['admin', { kind: 'internal', path: '/dashboard' }],
    ['', { kind: 'internal', path: '/dashboard' }],
    [undefined, { kind: 'internal', path: '/dashboard' }],
    ['Student', { kind: 'internal', path: '/dashboard' }],
  ])('%s -> %j', (role, expected) => {
    expect(destinationForRole(role, urls)).toEqual(expected);
  });
});
