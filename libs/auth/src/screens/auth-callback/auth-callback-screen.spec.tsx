import { authStorage } from '../../session/auth-storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, signInAnswer, type StubRoute } from '../../testing/stub-network';
import { AuthCallbackScreen, type AuthCallbackScreenProps } from './auth-callback-screen';

function setup(at: string, answer?: StubRoute, props: Partial<AuthCallbackScreenProps> = {}) {
  return renderScreen(<AuthCallbackScreen platform="elearning" {...props} />, {
    path: '/auth/callback',
    at,
    network: answer ? { 'POST /auth/handoff/exchange': answer } : {},
  });
}

describe('AuthCallbackScreen (a sister platform receives the hand-off)', () => {
  beforeEach(() => authStorage.clear());

  it('trades the code for a session of its own, stores it and goes on to `next`', async () => {
    const { calls, router } = setup('/auth/callback?code=one-time-code', signInAnswer({ firstName: 'Aline' }), { next: '/courses' });
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landed on /courses' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/auth/handoff/exchange')).toEqual([
      expect.objectContaining({ body: { code: 'one-time-code', platform: 'elearning' } }),
    ]);
    expect(authStorage.getStoredUser()?.firstName).toBe('Aline');
    expect(authStorage.getRefreshToken()).toBeTruthy();
    // The code is not left in the history: Back does not return to it.
    expect(router.state.location.search).toBe('');
  });

  it('takes the code out of the address bar at once', async () => {
    const { router } = setup('/auth/callback?code=one-time-code&lang=fr', 'never');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=fr'));
    expect(screen.getByRole('status')).toHaveTextContent('One moment, please.');
  });

  it('asks only once, even though React runs effects twice in development', async () => {
    const { calls } = renderScreen(
      <StrictMode>
        <AuthCallbackScreen platform="elearning" />
      </StrictMode>,
      { path: '/auth/callback', at: '/auth/callback?code=one-time-code', network: { 'POST /auth/handoff/exchange': signInAnswer() } },
    );
    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/auth/handoff/exchange')).toHaveLength(1);
  });

  it('a used or expired code shows "This sign-in link has expired" with Sign in again', async () => {
    setup('/auth/callback?code=used-code', failureAnswer(400, 'INVALID_HANDOFF_CODE'), {
      signInUrl: '/sign-in',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This sign-in link has expired' })).toBeInTheDocument();
    expect(screen.getByText('Sign-in links work once and for one minute. Sign in again to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/sign-in');
    expect(authStorage.getToken()).toBeNull();
  });

  it('without a code, asks nothing and says the link expired', async () => {
    const { calls } = setup('/auth/callback', signInAnswer());
    expect(await screen.findByRole('heading', { level: 1, name: 'This sign-in link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
    expect(calls.filter((call) => call.path === '/auth/handoff/exchange')).toHaveLength(0);
  });

  it('offline: says so and tries the same code again on request', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/auth/callback?code=one-time-code', ['offline', signInAnswer()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
    const exchanges = calls.filter((call) => call.path === '/auth/handoff/exchange');
    expect(exchanges.map((call) => call.body)).toEqual([
      { code: 'one-time-code', platform: 'elearning' },
      { code: 'one-time-code', platform: 'elearning' },
    ]);
  });

  it('a server failure keeps the fixed server sentence', async () => {
    setup('/auth/callback?code=one-time-code', failureAnswer(503, 'SERVICE_UNAVAILABLE'), { platform: 'job_portal' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  });
});
