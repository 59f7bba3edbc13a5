import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@intambwe/ui';
import { resetGoogleIdentityLoader } from '../../google/load-google-identity';
import { browserNavigation } from '../../navigation/browser-navigation';
import { installFakeGoogle } from '../../testing/fake-google';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, sampleUser, signInAnswer, type StubRoutes } from '../../testing/stub-network';
import { platformConfig } from '../../testing/openid-stubs';
import { forgetInteraction } from '../../openid/pending-interaction';
import { resetRelyingParties } from '../../session/session-remote';
import { authStorage } from '../../session/auth-storage';
import { LoginScreen } from './login-screen';

function setup(
  network: StubRoutes = {},
  config = {},
  at?: string | { pathname: string; state: unknown },
  session?: { user: typeof sampleUser; refreshToken?: string },
) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderScreen(<LoginScreen />, { path: '/login', at, network, config, session });
  return { user, ...view };
}

const UID = 'Pq3vZ8xY_kL2-mN0aB4cD';
const finished = { body: { success: true, data: { redirectTo: 'http://localhost:3000/oidc/auth/Pq3vZ8xY_kL2-mN0aB4cD' } } };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email = 'aline@example.com', password = 'secret1') {
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toaster.remove());
    forgetInteraction();
    authStorage.clear();
    resetGoogleIdentityLoader();
    delete (window as { google?: unknown }).google;
    vi.useRealTimers();
  });

  describe('Rendering', () => {
    it('shows the fields, links and both buttons', () => {
      setup();
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
      expect(screen.getByLabelText(/Email address/)).toHaveAttribute('type', 'email');
      expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
      expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
      expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    });

    it('toggles the password visibility', async () => {
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    });
  });

  describe('Validation (SPEC §5)', () => {
    it('shows each message under its field, marks it invalid and focuses the first one', async () => {
      const { user, calls } = setup();
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      const email = screen.getByLabelText(/Email address/);
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Email is required');
      expect(email).toHaveFocus();
      expect(calls).toEqual([]);
    });

    it('a try the checks refuse never turns Sign In busy: it keeps its words and stays enabled', async () => {
      const { user } = setup();
      const signIn = screen.getByRole('button', { name: 'Sign In' });
      const seen: string[] = [];
      const watch = new MutationObserver(() => {
        seen.push(`${signIn.textContent ?? ''}|${signIn.hasAttribute('disabled') ? 'disabled' : 'enabled'}`);
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      await user.click(signIn);
      expect(await screen.findByText('Email is required')).toBeInTheDocument();
      watch.disconnect();
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((state) => state !== 'Sign In|enabled')).toEqual([]);
    });

    it.each([
      ['aline@', 'secret1', 'Please enter a valid email address'],
      ['aline@example.com', '12345', 'Password must be at least 6 characters'],
    ])('%s / %s -> %s', async (email, password, message) => {
      const { user } = setup();
      await fillAndSubmit(user, email, password);
      expect(await screen.findByText(message)).toBeInTheDocument();
    });
  });

  describe('Interactions', () => {
    it('disables Sign In while submitting', async () => {
      const { user } = setup({ 'POST /auth/login': 'never' });
      await fillAndSubmit(user);
      await waitFor(() => expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled());
    });

    it('signs in, toasts the welcome and redirects by role after 100 ms', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const { user, calls } = setup({ 'POST /auth/login': signInAnswer({ role: 'job_seeker' }) });
      await fillAndSubmit(user, '  aline@example.com ');
      expect(await within(document.body).findByText('Login successful! Welcome back.')).toBeInTheDocument();
      expect(calls[0]?.body).toEqual({ email: 'aline@example.com', password: 'secret1', deviceTokens: [] });
      await act(() => vi.advanceTimersByTimeAsync(100));
      // The job portal's initiate-login URI: it starts the code flow, and the front door passes the person through.
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://jobs.example.com/auth/login?iss=http%3A%2F%2Flocalhost%3A3000'),
      );
      expect(calls).toHaveLength(1);
    });

    it('came from a platform (?interaction=…): signing in finishes its request, and the browser goes back into the code flow', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const { user, calls } = setup(
        { 'POST /auth/login': signInAnswer({ role: 'student' }), [`POST /oidc/interaction/${UID}/login`]: finished },
        {},
        `/login?interaction=${UID}`,
      );
      await fillAndSubmit(user);
      await within(document.body).findByText('Login successful! Welcome back.');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(finished.body.data.redirectTo));
      expect(calls.at(-1)).toMatchObject({
        path: `/oidc/interaction/${UID}/login`,
        authorization: expect.stringMatching(/^Bearer /),
      });
      // Once: the provider's resume address works once, so the page is sent there once.
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(calls.filter((call) => call.path.startsWith('/oidc/interaction/'))).toHaveLength(1);
      expect(assign).toHaveBeenCalledTimes(1);
    });

    it('came from a platform, already signed in here: no prompt, the request is finished at once', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      setup(
        {
          'GET /auth/me': { body: { success: true, data: { user: sampleUser } } },
          [`POST /oidc/interaction/${UID}/login`]: finished,
        },
        {},
        `/login?interaction=${UID}`,
        { user: sampleUser },
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in…' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
      await waitFor(() => expect(assign).toHaveBeenCalledWith(finished.body.data.redirectTo));
    });

    it('came from a platform with a session held here that the server has ended: the form stays, with what was typed, while it is checked', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const { user } = setup(
        {
          'GET /auth/me': { status: 401, body: { success: false, code: 'UNAUTHORIZED', error: 'Unauthorized' }, delayMs: 300 },
          'POST /auth/refresh': {
            status: 401,
            body: { success: false, code: 'INVALID_REFRESH_TOKEN', error: 'Invalid refresh token' },
            delayMs: 300,
          },
          'POST /auth/login': signInAnswer({ role: 'student' }),
          [`POST /oidc/interaction/${UID}/login`]: finished,
        },
        {},
        `/login?interaction=${UID}`,
        { user: sampleUser, refreshToken: 'ended-refresh-token' },
      );
      // Typed while the held session is being checked: the form is never taken away.
      await user.type(screen.getByLabelText(/Email address/), 'aline@example.com');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(authStorage.getToken()).toBeNull());
      expect(screen.queryByRole('heading', { level: 1, name: 'Signing you in…' })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Email address/)).toHaveValue('aline@example.com');
      await user.type(screen.getByLabelText(/^Password/), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await within(document.body).findByText('Login successful! Welcome back.');
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(finished.body.data.redirectTo));
    });

    it('a platform request that has expired meanwhile: the person goes on by role instead', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const { user } = setup(
        {
          'POST /auth/login': signInAnswer({ role: 'employer' }),
          [`POST /oidc/interaction/${UID}/login`]: failureAnswer(400, 'INTERACTION_EXPIRED'),
        },
        {},
        `/login?interaction=${UID}`,
      );
      await fillAndSubmit(user);
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://jobs.example.com/auth/login?iss=http%3A%2F%2Flocalhost%3A3000'),
      );
    });

    it('sends an unknown role to /dashboard', async () => {
      const { user } = setup({ 'POST /auth/login': signInAnswer({ role: 'admin' }) });
      await fillAndSubmit(user);
      await within(document.body).findByText('Login successful! Welcome back.');
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeInTheDocument();
    });

    it("shows the words of the server's code when sign-in fails", async () => {
      const { user } = setup({ 'POST /auth/login': failureAnswer(401, 'INVALID_CREDENTIALS', { error: 'Some other English' }) });
      await fillAndSubmit(user);
      expect(await within(document.body).findByText('Invalid email or password')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    });

    it('sends the device tokens this browser holds with the sign-in, and keeps the new one', async () => {
      localStorage.setItem('deviceTokens', JSON.stringify(['d1.u-old.1.nonce-old-000000000.sig']));
      const answer = signInAnswer();
      (answer.body.data as Record<string, unknown>)['deviceToken'] = 'd1.u-aline.2.nonce-new-000000000.sig';
      const { user, calls } = setup({ 'POST /auth/login': answer });
      await fillAndSubmit(user);
      await waitFor(() =>
        expect(calls[0]?.body).toEqual({
          email: 'aline@example.com',
          password: 'secret1',
          deviceTokens: ['d1.u-old.1.nonce-old-000000000.sig'],
        }),
      );
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem('deviceTokens') ?? '[]')).toEqual([
          'd1.u-aline.2.nonce-new-000000000.sig',
          'd1.u-old.1.nonce-old-000000000.sig',
        ]),
      );
      localStorage.removeItem('deviceTokens');
    });

    it('asks for the automatic check when the server does, then signs in again with its solution', async () => {
      const { user, calls } = setup({
        'POST /auth/login': [
          {
            status: 403,
            body: {
              success: false,
              code: 'CHALLENGE_REQUIRED',
              error: 'Many failed sign-ins to this account: please complete the check, then sign in again.',
            },
          },
          signInAnswer(),
        ],
      });
      await fillAndSubmit(user);
      const check = await screen.findByRole('group', { name: 'A quick check first' }, { timeout: 10_000 });
      expect(within(check).getByText(/so this browser must pass a short automatic check/)).toBeInTheDocument();
      const widget = await waitFor(
        () => {
          const element = check.querySelector('altcha-widget');
          if (!element) throw new Error('the widget is not there yet');
          return element;
        },
        { timeout: 10_000 },
      );
      expect(widget.getAttribute('challenge')).toBe('http://localhost:3000/api/auth/challenge');
      act(() => {
        widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'c29sdmVk' } }));
      });
      await waitFor(() => expect(calls.filter((call) => call.path === '/auth/login')).toHaveLength(2));
      expect(calls.filter((call) => call.path === '/auth/login')[1]?.body).toMatchObject({
        email: 'aline@example.com',
        password: 'secret1',
        altcha: 'c29sdmVk',
      });
      expect(await within(document.body).findByText('Login successful! Welcome back.')).toBeInTheDocument();
    });

    it('says when to try again when the server is busy', async () => {
      const { user } = setup({
        'POST /auth/login': {
          status: 503,
          headers: { 'retry-after': '3' },
          body: {
            success: false,
            code: 'SERVER_BUSY',
            error: 'Many people are signing in right now. Please try again in 3 seconds.',
          },
        },
      });
      await fillAndSubmit(user);
      expect(
        await within(document.body).findByText('Many people are signing in right now. Please try again in 3 seconds.'),
      ).toBeInTheDocument();
    });

    it('shows the fallback when the failure has no code', async () => {
      const { user } = setup({ 'POST /auth/login': failureAnswer(409) });
      await fillAndSubmit(user);
      expect(await within(document.body).findByText('Login failed. Please try again.')).toBeInTheDocument();
    });
  });

  describe('Google sign-in', () => {
    const config = { googleClientId: 'client-123.apps.googleusercontent.com' };
    const existingAccount = (role: string) => {
      const answer = signInAnswer({ role });
      return {
        'POST /auth/google/exchange-code': {
          body: { success: true, data: { requiresRoleSelection: false, ...answer.body.data } },
        },
      };
    };

    it('has its own busy state and disables both buttons while busy', async () => {
      installFakeGoogle({ oneTap: 'pending' });
      const { user } = setup({}, config);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(screen.getByRole('button', { name: /Connecting to Google/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    });

    it('signs an existing account in from One Tap and redirects by role after 100 ms', async () => {
      const fake = installFakeGoogle({ oneTap: 'credential', credential: 'one-tap-token' });
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const { user, calls } = setup(existingAccount('teacher'), config);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await within(document.body).findByText('Login successful! Welcome back.')).toBeInTheDocument();
      expect(fake.calls.initialize[0]).toMatchObject({
        client_id: 'client-123.apps.googleusercontent.com',
        nonce: 'nonce-for-tests',
      });
      expect(calls.map((call) => call.path)).toEqual(['/auth/google/nonce', '/auth/google/exchange-code']);
      expect(calls[1]?.body).toEqual({ idToken: 'one-tap-token', platform: 'homepage' });
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://learn.example.com/auth/login?iss=http%3A%2F%2Flocalhost%3A3000'),
      );
    });

    it("opens the manual popup when One Tap is not displayed; Google's button in it signs in", async () => {
      const fake = installFakeGoogle({ oneTap: 'notDisplayed', buttonLabel: 'Continue as Aline' });
      vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const { user } = setup(existingAccount('student'), config);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sign in with Google' });
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
      await user.click(await within(dialog).findByRole('button', { name: 'Continue as Aline' }));
      expect(await within(document.body).findByText('Login successful! Welcome back.')).toBeInTheDocument();
      expect(fake.calls.renderButton).toBe(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('tells calmly that the sign-in was cancelled when the popup is closed', async () => {
      installFakeGoogle({ oneTap: 'skipped' });
      const { user } = setup({}, config);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      await screen.findByRole('dialog', { name: 'Sign in with Google' });
      await user.keyboard('{Escape}');
      expect(await within(document.body).findByText('Google sign-in was cancelled')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    });

    it('asks for the password of an account Google cannot vouch for, then links and signs in', async () => {
      installFakeGoogle({ oneTap: 'credential', credential: 'token-for-a-password-account' });
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      const needsPassword = 'An account with this email already exists. Sign in with your password to link Google.';
      const { user, calls } = setup(
        {
          'POST /auth/google/exchange-code': failureAnswer(409, 'GOOGLE_LINK_REQUIRES_PASSWORD'),
          'POST /auth/google/link': [failureAnswer(401, 'INVALID_CREDENTIALS'), signInAnswer({ role: 'employer' })],
        },
        config,
      );
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const dialog = await screen.findByRole('dialog', { name: 'Link your Google account' });
      expect(within(dialog).getByText(needsPassword)).toBeInTheDocument();
      // Focus moving into the field is checked in a real browser (the LoginScreen GoogleLinkQuestion story).
      const password = within(dialog).getByLabelText(/Password of your account/);

      await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
      expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();

      await user.type(password, 'wrong-password');
      await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
      expect(await within(dialog).findByText('Invalid email or password')).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');

      await user.clear(password);
      await user.type(password, 'Kigali2026');
      await user.click(within(dialog).getByRole('button', { name: 'Link and sign in' }));
      expect(await within(document.body).findByText('Login successful! Welcome back.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const links = calls.filter((call) => call.path === '/auth/google/link');
      expect(links.at(-1)?.body).toEqual({ idToken: 'token-for-a-password-account', password: 'Kigali2026', deviceTokens: [] });
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://jobs.example.com/auth/login?iss=http%3A%2F%2Flocalhost%3A3000'),
      );
    });

    it('cancelling the password question ends the Google sign-in', async () => {
      installFakeGoogle({ oneTap: 'credential' });
      const { user, calls } = setup(
        { 'POST /auth/google/exchange-code': failureAnswer(409, 'GOOGLE_LINK_REQUIRES_PASSWORD') },
        config,
      );
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      const dialog = await screen.findByRole('dialog', { name: 'Link your Google account' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
      expect(calls.some((call) => call.path === '/auth/google/link')).toBe(false);
    });

    it('uses the sign-in wording when the server refuses the token', async () => {
      installFakeGoogle({ oneTap: 'credential' });
      const { user } = setup({ 'POST /auth/google/exchange-code': failureAnswer(401, 'INVALID_ID_TOKEN') }, config);
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(
        await within(document.body).findByText('Unable to sign in with Google. Please try again or use email/password'),
      ).toBeInTheDocument();
    });
  });

  describe('On a sister platform (openId configured): the front door’s screens are where passwords are typed', () => {
    beforeEach(() => {
      sessionStorage.clear();
      resetRelyingParties();
    });

    // What the request carries (PKCE S256, state, nonce, resource...) is checked in Chromium: the
    // "Sign-in start" stories (jsdom's ArrayBuffer is not WebCrypto's, so the challenge cannot be computed here).
    it('shows no password form: it says it is taking the person to sign in, and offers Try again when the front door cannot be reached', async () => {
      const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
      setup({ 'GET /.well-known/openid-configuration': 'offline' }, platformConfig);
      expect(screen.getByRole('heading', { level: 1, name: 'Taking you to sign in…' })).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The sign-in page could not be reached. Check your connection and try again.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    }, 20_000);
  });
});
