import { userFromClaims } from './claims-user';
import { FLOW_TTL_MS, readFlow, saveFlow } from './flow-storage';
import { initiateLoginUrl, isOurIssuer, safeReturnPath } from './initiate-login';
import { forgetInteraction, pendingInteraction, rememberInteraction } from './pending-interaction';

describe('initiate-login URI', () => {
  it('is the platform’s /auth/login with the issuer', () => {
    expect(initiateLoginUrl('https://learn.example.com/', 'https://careers.example.com/')).toBe(
      'https://learn.example.com/auth/login?iss=https%3A%2F%2Fcareers.example.com',
    );
    expect(initiateLoginUrl('http://127.0.0.1:4631', 'http://127.0.0.1:4630')).toBe('http://127.0.0.1:4631/auth/login?iss=http%3A%2F%2F127.0.0.1%3A4630');
  });
  // eslint-disable-next-line no-script-url -- a hostile address, refused
  it.each(['javascript:alert(1)', 'not a url', 'ftp://files.example.com'])('is refused for %j', (url) => {
    expect(initiateLoginUrl(url, 'https://careers.example.com')).toBeNull();
  });
  it('names our issuer, or none', () => {
    expect(isOurIssuer(null, 'https://careers.example.com')).toBe(true);
    expect(isOurIssuer('https://careers.example.com/', 'https://careers.example.com')).toBe(true);
    expect(isOurIssuer('https://evil.example.com', 'https://careers.example.com')).toBe(false);
  });
});

describe('safeReturnPath (never an open redirect)', () => {
  it.each([
    ['/courses?tab=mine', '/courses?tab=mine'],
    ['https://learn.example.com/courses#top', '/courses#top'],
    ['https://evil.example.com/courses', '/'],
    ['//evil.example.com/x', '/'],
    // eslint-disable-next-line no-script-url -- a hostile address, refused
    ['javascript:alert(1)', '/'],
    [null, '/'],
  ])('%j -> %j', (target, path) => {
    expect(safeReturnPath(target, 'https://learn.example.com')).toBe(path);
  });
});

describe('the person an ID token names', () => {
  it('reads our claims', () => {
    expect(
      userFromClaims({ sub: 'u-1', email: 'a@example.com', email_verified: true, given_name: 'Aline', family_name: 'Uwase', role: 'teacher', picture: 'https://x.example/p.png' }),
    ).toEqual({ _id: 'u-1', email: 'a@example.com', isEmailVerified: true, firstName: 'Aline', lastName: 'Uwase', role: 'teacher', profilePicture: 'https://x.example/p.png' });
  });
  it('refuses claims without a subject or a role', () => {
    expect(userFromClaims({ email: 'a@example.com', role: 'student' })).toBeNull();
    expect(userFromClaims({ sub: 'u-1', email: 'a@example.com' })).toBeNull();
  });
});

describe('a sign-in request kept in this tab', () => {
  beforeEach(() => sessionStorage.clear());
  it('is found by its state, and not after its time', () => {
    saveFlow('s1', { verifier: 'v', nonce: 'n', returnTo: '/courses', createdAt: 1_000 });
    expect(readFlow('s1', 2_000)).toEqual({ verifier: 'v', nonce: 'n', returnTo: '/courses', createdAt: 1_000 });
    expect(readFlow('other', 2_000)).toBeNull();
    expect(readFlow('s1', 1_000 + FLOW_TTL_MS + 1)).toBeNull();
  });
});

describe('a platform’s pending request on the front door', () => {
  beforeEach(() => forgetInteraction());
  it('keeps a well-formed interaction id for an hour', () => {
    rememberInteraction('Pq3vZ8xY_kL2-mN0aB4cD', 0);
    expect(pendingInteraction(60_000)).toBe('Pq3vZ8xY_kL2-mN0aB4cD');
    expect(pendingInteraction(2 * 60 * 60 * 1000)).toBeNull();
  });
  it('ignores anything else', () => {
    rememberInteraction('../../etc/passwd');
    expect(pendingInteraction()).toBeNull();
  });
});
