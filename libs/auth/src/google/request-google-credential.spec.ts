import { installFakeGoogle, type FakeGoogleOptions } from '../testing/fake-google';
import { resetGoogleIdentityLoader } from './load-google-identity';
import { requestGoogleCredential, type CredentialRequest } from './request-google-credential';

function setup(fakeOptions?: FakeGoogleOptions, overrides: Partial<CredentialRequest> = {}) {
  const fake = fakeOptions ? installFakeGoogle(fakeOptions) : null;
  let popup: { render: (container: HTMLElement) => void; close: () => void } | null = null;
  const hidePopup = vi.fn(() => {
    popup = null;
  });
  const request: CredentialRequest = {
    clientId: 'client-123.apps.googleusercontent.com',
    scriptUrl: 'https://accounts.google.com/gsi/client',
    showPopup: (render, close) => {
      popup = { render, close };
    },
    hidePopup,
    ...overrides,
  };
  const result = requestGoogleCredential(request);
  const outcome = result.then(
    (token) => ({ token }),
    (error: Error & { code?: unknown }) => ({ error: error.message, code: typeof error.code === 'string' ? error.code : undefined }),
  );
  return { fake, outcome, hidePopup, popup: () => popup };
}

describe('requestGoogleCredential (SPEC §2, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetGoogleIdentityLoader();
    delete (window as { google?: unknown }).google;
    vi.useRealTimers();
  });

  it('a missing client id is a configuration error', async () => {
    const { outcome } = setup({}, { clientId: '' });
    await expect(outcome).resolves.toEqual({ error: 'Google Client ID is not configured', code: 'GOOGLE_CLIENT_ID_MISSING' });
  });

  it('hands over the One Tap credential', async () => {
    const { fake, outcome, popup } = setup({ oneTap: 'credential', credential: 'id-token-1' });
    await vi.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toEqual({ token: 'id-token-1' });
    expect(fake?.calls.initialize[0]).toMatchObject({ client_id: 'client-123.apps.googleusercontent.com', auto_select: false });
    expect(popup()).toBeNull();
  });

  it("passes our server's nonce to initialize, so the ID token carries it back", async () => {
    const getNonce = vi.fn(async () => 'nonce-from-server');
    const { fake, outcome } = setup({ oneTap: 'credential', credential: 'id-token-3' }, { getNonce });
    await vi.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toEqual({ token: 'id-token-3' });
    expect(getNonce).toHaveBeenCalledTimes(1);
    expect(fake?.calls.initialize[0]).toMatchObject({ nonce: 'nonce-from-server' });
  });

  it('a nonce that cannot be fetched fails the request with its message', async () => {
    const getNonce = vi.fn(async () => {
      throw new Error('Network error. Please check your connection and try again.');
    });
    const { fake, outcome } = setup({ oneTap: 'credential', credential: 'id-token-4' }, { getNonce });
    await vi.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toEqual({ error: 'Network error. Please check your connection and try again.' });
    expect(fake?.calls.initialize).toHaveLength(0);
  });

  it.each(['notDisplayed', 'skipped'] as const)('opens the manual popup when One Tap is %s; its button hands over the credential', async (oneTap) => {
    const { fake, outcome, popup, hidePopup } = setup({ oneTap, credential: 'id-token-2' });
    await vi.advanceTimersByTimeAsync(0);
    const container = document.createElement('div');
    popup()?.render(container);
    expect(fake?.calls.renderButton).toBe(1);
    container.querySelector('button')?.click();
    await expect(outcome).resolves.toEqual({ token: 'id-token-2' });
    expect(hidePopup).toHaveBeenCalled();
  });

  it('closing the popup is "Google sign-in cancelled by user"', async () => {
    const { outcome, popup } = setup({ oneTap: 'notDisplayed' });
    await vi.advanceTimersByTimeAsync(0);
    popup()?.close();
    await expect(outcome).resolves.toEqual({ error: 'Google sign-in cancelled by user', code: 'GOOGLE_CANCELLED' });
  });

  it('an answer without a credential is "No credential received from Google"', async () => {
    const { outcome } = setup({ oneTap: 'credential', credential: null });
    await vi.advanceTimersByTimeAsync(0);
    await expect(outcome).resolves.toEqual({ error: 'No credential received from Google', code: 'GOOGLE_NO_CREDENTIAL' });
  });

  it('gives up after 30 seconds with "Google sign-in timeout"', async () => {
    const { outcome, hidePopup } = setup({ oneTap: 'notDisplayed' });
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ error: 'Google sign-in timeout', code: 'GOOGLE_TIMEOUT' });
    expect(hidePopup).toHaveBeenCalled();
  });

  it('reports a script that fails to download', async () => {
    const { outcome } = setup(undefined);
    document.querySelector('script[data-intambwe-gsi]')?.dispatchEvent(new Event('error'));
    await expect(outcome).resolves.toEqual({ error: 'Failed to load Google Identity Services', code: 'GOOGLE_LOAD_FAILED' });
  });

  it('ends quietly when the screen goes away', async () => {
    const controller = new AbortController();
    const { outcome } = setup({ oneTap: 'pending' }, { signal: controller.signal });
    controller.abort();
    await expect(outcome).resolves.toEqual({ error: 'Aborted' });
  });
});
