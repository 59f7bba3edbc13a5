import { installFakeGoogle } from '../testing/fake-google';
import { loadGoogleIdentity, resetGoogleIdentityLoader } from './load-google-identity';

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const scriptTag = () => document.querySelector<HTMLScriptElement>('script[data-intambwe-gsi]');

describe('loadGoogleIdentity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetGoogleIdentityLoader();
    delete (window as { google?: unknown }).google;
    vi.useRealTimers();
  });

  it('adds the script from the configured URL once, async', () => {
    void loadGoogleIdentity(SCRIPT_URL);
    void loadGoogleIdentity(SCRIPT_URL);
    expect(document.querySelectorAll('script[data-intambwe-gsi]')).toHaveLength(1);
    expect(scriptTag()?.src).toBe(SCRIPT_URL);
    expect(scriptTag()?.async).toBe(true);
  });

  it('resolves once google.accounts.id appears, checking every 100 ms', async () => {
    const loading = loadGoogleIdentity(SCRIPT_URL);
    const settled = vi.fn();
    void loading.then(settled);
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).not.toHaveBeenCalled();
    const fake = installFakeGoogle();
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalledTimes(1);
    fake.uninstall();
  });

  it('does not download anything when Google is already there', async () => {
    const fake = installFakeGoogle();
    await expect(loadGoogleIdentity(SCRIPT_URL)).resolves.toBeDefined();
    expect(scriptTag()).toBeNull();
    fake.uninstall();
  });

  it('fails with "Failed to load Google Identity Services" when the script cannot be downloaded, and can retry', async () => {
    const loading = loadGoogleIdentity(SCRIPT_URL);
    scriptTag()?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load Google Identity Services');
    await expect(loading).rejects.toMatchObject({ code: 'GOOGLE_LOAD_FAILED' });
    expect(scriptTag()).toBeNull();
    void loadGoogleIdentity(SCRIPT_URL);
    expect(scriptTag()).not.toBeNull();
  });

  it('fails with "Google Identity Services not available" when the script loads without the API', async () => {
    const loading = loadGoogleIdentity(SCRIPT_URL, { readyTimeoutMs: 1000 });
    const outcome = loading.catch((error: Error) => error.message);
    scriptTag()?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1100);
    await expect(outcome).resolves.toBe('Google Identity Services not available');
  });
});
