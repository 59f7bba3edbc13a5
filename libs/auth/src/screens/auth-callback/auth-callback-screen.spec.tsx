import { authStorage } from '../../session/auth-storage';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { resetRelyingParties } from '../../session/session-remote';
import {
  callbackPath,
  discoveryAnswer,
  oauthErrorAnswer,
  platformConfig,
  seedFlow,
  TEST_NONCE,
  tokenAnswer,
} from '../../testing/openid-stubs';
import { renderScreen } from '../../testing/render-screen';
import type { StubRoute } from '../../testing/stub-network';
import { AuthCallbackScreen, type AuthCallbackScreenProps } from './auth-callback-screen';

function setup(at: string, token?: StubRoute, props: AuthCallbackScreenProps = {}, element = <AuthCallbackScreen {...props} />) {
  return renderScreen(element, {
    path: '/auth/callback',
    at,
    config: platformConfig,
    network: { 'GET /.well-known/openid-configuration': discoveryAnswer, ...(token ? { 'POST /oidc/token': token } : {}) },
  });
}

describe('AuthCallbackScreen (a sister platform receives the code flow’s answer)', () => {
  beforeEach(() => {
    authStorage.clear();
    sessionStorage.clear();
    resetRelyingParties();
  });

  it('exchanges the code with the PKCE verifier for its own API’s token, stores the session and goes where the sign-in began', async () => {
    seedFlow({ returnTo: '/courses' });
    const { calls, router } = setup(callbackPath(), tokenAnswer(TEST_NONCE, { firstName: 'Aline' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landed on /courses' })).toBeInTheDocument();
    const exchange = calls.find((call) => call.path === '/oidc/token');
    const form = new URLSearchParams(exchange?.body as string);
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-for-tests',
      code_verifier: 'verifier-for-tests-0123456789-0123456789-0123',
      client_id: 'elearning',
      redirect_uri: `${window.location.origin}/auth/callback`,
      resource: window.location.origin,
    });
    expect(authStorage.getStoredUser()).toMatchObject({ _id: 'u-aline', firstName: 'Aline', role: 'student' });
    expect(authStorage.getToken()).toBe('platform-access-token-0123456789');
    expect(authStorage.getRefreshToken()).toBe('platform-refresh-token-0123456789');
    expect(authStorage.getIdToken()).toMatch(/^ey/);
    // The answer is not left in the history: Back does not return to it.
    expect(router.state.location.search).toBe('');
  });

  it('goes to `next` when the sign-in began nowhere in particular, and exchanges once under StrictMode', async () => {
    seedFlow();
    const { calls } = setup(callbackPath(), tokenAnswer(TEST_NONCE), {}, (
      <StrictMode>
        <AuthCallbackScreen next="/courses" />
      </StrictMode>
    ));
    expect(await screen.findByRole('heading', { name: 'Landed on /courses' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/oidc/token')).toHaveLength(1);
  });

  it.each([
    ['an answer this tab did not ask for (a tampered or foreign state)', () => seedFlow({ state: 'mine' }), callbackPath({ state: 'attacker' }), tokenAnswer(TEST_NONCE)],
    ['a used or expired code (invalid_grant)', () => seedFlow(), callbackPath(), oauthErrorAnswer('invalid_grant')],
    ['an ID token for another request (nonce)', () => seedFlow(), callbackPath(), tokenAnswer('someone-elses-nonce')],
  ])('%s: "This sign-in link has expired" with Sign in again, and no session', async (_name, before, at, answer) => {
    before();
    setup(at, answer);
    expect(await screen.findByRole('heading', { name: 'This sign-in link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(authStorage.getToken()).toBeNull();
  });

  it('a platform that does not serve the account (access_denied): says so, with the front door to find theirs', async () => {
    seedFlow();
    const { calls } = setup(callbackPath({ error: 'access_denied' }));
    expect(await screen.findByRole('heading', { name: 'This account is not for this platform' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Intambwe Careers' })).toHaveAttribute('href', 'http://front-door.test');
    expect(calls.some((call) => call.path === '/oidc/token')).toBe(false);
  });

  it('offline: the message and Try again, which repeats the exchange', async () => {
    seedFlow({ returnTo: '/courses' });
    setup(callbackPath(), ['offline', tokenAnswer(TEST_NONCE)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your internet connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /courses' })).toBeInTheDocument();
    await waitFor(() => expect(authStorage.getStoredUser()?._id).toBe('u-aline'));
  });

  it('with the browser reporting no connection: the exchange is tried at once and fails with the message, it does not wait silently', async () => {
    seedFlow({ returnTo: '/courses' });
    onlineManager.setOnline(false);
    try {
      const { calls } = setup(callbackPath(), ['offline', tokenAnswer(TEST_NONCE)]);
      expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your internet connection and try again.');
      expect(calls.filter((call) => call.path === '/oidc/token')).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: 'Landed on /courses' })).toBeInTheDocument();
      expect(calls.filter((call) => call.path === '/oidc/token')).toHaveLength(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
