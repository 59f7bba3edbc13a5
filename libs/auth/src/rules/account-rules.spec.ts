import { describe, expect, it, vi } from 'vitest';
import { describeDevice, exportFileName, isCancelledCeremony, offersPasskeyAutofill, sortSessions, supportsPasskeys } from './account-rules';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    ['Mozilla/5.0 (Linux; Android 11; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Firefox', 'Linux'],
    ['Mozilla/5.0 (Linux; Android 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0 Mobile Safari/537.36 OPR/70.0', 'Opera', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
  ])('names %s', (agent, browser, system) => {
    expect(describeDevice(agent)).toEqual({ browser, system });
  });

  it('names nothing it does not know', () => {
    expect(describeDevice(null)).toEqual({ browser: null, system: null });
    expect(describeDevice('curl/8.0')).toEqual({ browser: null, system: null });
  });
});

describe('sortSessions', () => {
  it('lists this browser first, then the most recently used', () => {
    const sessions = [
      { id: 'old', current: false, createdAt: '2026-01-01T00:00:00Z', lastUsedAt: '2026-02-01T00:00:00Z' },
      { id: 'new', current: false, createdAt: '2026-01-01T00:00:00Z', lastUsedAt: '2026-03-01T00:00:00Z' },
      { id: 'here', current: true, createdAt: '2025-01-01T00:00:00Z', lastUsedAt: null },
      { id: 'never-used', current: false, createdAt: '2026-02-15T00:00:00Z' },
    ];
    expect(sortSessions(sessions).map(({ id }) => id)).toEqual(['here', 'new', 'never-used', 'old']);
  });

  it('leaves the list it is given as it was', () => {
    const sessions = [
      { current: false, createdAt: '2026-01-01T00:00:00Z' },
      { current: true, createdAt: '2026-01-01T00:00:00Z' },
    ];
    sortSessions(sessions);
    expect(sessions[0]?.current).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the file by the day (UTC)', () => {
    expect(exportFileName(new Date('2026-11-26T23:59:00Z'))).toBe('intambwe-account-2026-11-26.json');
  });
});

describe('supportsPasskeys', () => {
  it('needs PublicKeyCredential on a secure page', () => {
    expect(supportsPasskeys({ PublicKeyCredential: vi.fn(), isSecureContext: true })).toBe(true);
    expect(supportsPasskeys({ PublicKeyCredential: vi.fn(), isSecureContext: false })).toBe(false);
    expect(supportsPasskeys({ isSecureContext: true })).toBe(false);
    expect(supportsPasskeys(undefined)).toBe(false);
  });
});

describe('isCancelledCeremony', () => {
  it('tells a closed prompt from a failure', () => {
    expect(isCancelledCeremony(Object.assign(new Error('closed'), { name: 'NotAllowedError' }))).toBe(true);
    expect(isCancelledCeremony(new Error('server said no'))).toBe(false);
    expect(isCancelledCeremony('NotAllowedError')).toBe(false);
  });
});

describe('offersPasskeyAutofill', () => {
  const withCheck = (check: unknown) => Object.assign(vi.fn(), { isConditionalMediationAvailable: check });

  it('is true only where the browser says it offers passkeys in autofill', async () => {
    await expect(offersPasskeyAutofill({ PublicKeyCredential: withCheck(async () => true), isSecureContext: true })).resolves.toBe(true);
    await expect(offersPasskeyAutofill({ PublicKeyCredential: withCheck(async () => false), isSecureContext: true })).resolves.toBe(false);
  });

  it('is false where the browser cannot say, fails to, or has no passkeys', async () => {
    await expect(offersPasskeyAutofill({ PublicKeyCredential: vi.fn(), isSecureContext: true })).resolves.toBe(false);
    await expect(offersPasskeyAutofill({ PublicKeyCredential: withCheck(async () => Promise.reject(new Error('no'))), isSecureContext: true })).resolves.toBe(false);
    await expect(offersPasskeyAutofill({ PublicKeyCredential: withCheck(async () => true), isSecureContext: false })).resolves.toBe(false);
    await expect(offersPasskeyAutofill({ isSecureContext: true })).resolves.toBe(false);
    await expect(offersPasskeyAutofill(undefined)).resolves.toBe(false);
  });
});
