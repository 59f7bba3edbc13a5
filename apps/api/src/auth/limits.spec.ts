import { ACCOUNT_LIMITS, ADDRESS_LIMITS, accountLimit, addressLimit, scaledMax } from './limits.js';

describe('auth rate limits', () => {
  it.each([
    [10, 1, 10],
    [10, 0.5, 5],
    [10, 0.01, 1],
    [5, 100, 500],
  ])('an allowance of %i times %d is %i (never below one)', (max, factor, expected) => {
    expect(scaledMax(max, factor)).toBe(expected);
  });

  it('builds the route option of the per-address limit', () => {
    expect(addressLimit(ADDRESS_LIMITS.login, 2)).toEqual({ rateLimit: { max: 100, timeWindow: 15 * 60_000 } });
  });

  it('scales per-account limits and keeps their scope and window', () => {
    expect(accountLimit(ACCOUNT_LIMITS.loginFailuresPair, 3)).toEqual({ scope: 'login-failures-pair', max: 30, windowMs: 15 * 60_000 });
  });

  it('sign-in: a tight limit per account and address pair, and the NIST ceiling of 100 failures per account', () => {
    expect(ACCOUNT_LIMITS.loginFailuresPair.max).toBeLessThan(ADDRESS_LIMITS.login.max);
    expect(ACCOUNT_LIMITS.loginFailures.max).toBe(100);
  });

  it('sends one account at most a few reset emails an hour, and one unlock email a day', () => {
    expect(ACCOUNT_LIMITS.resetMail.max).toBeLessThan(ADDRESS_LIMITS.forgotPassword.max);
    expect(ACCOUNT_LIMITS.unlockMail).toEqual({ scope: 'unlock-mail', max: 1, windowMs: 24 * 60 * 60_000 });
  });
});
