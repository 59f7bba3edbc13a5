import { PlatformProvider } from '@intambwe/api-client';
import { authStorage } from '../session/auth-storage';
import { defaultPublicConfig } from '@intambwe/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { failureAnswer, sampleGoogleUserData, sampleUser, signInAnswer, stubNetwork, type StubRoutes } from '../testing/stub-network';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

function setup(routes: StubRoutes = {}) {
  const network = stubNetwork(routes);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider config={defaultPublicConfig} apiClient={network.api}>
      <AuthProvider>{children}</AuthProvider>
    </PlatformProvider>
  );
  const loadingHistory: boolean[] = [];
  const hook = renderHook(
    () => {
      const auth = useAuth();
      loadingHistory.push(auth.loading);
      return auth;
    },
    { wrapper },
  );
  return { ...hook, calls: network.calls, loadingHistory };
}

const storedSession = () => authStorage.save({ token: 'stored-token', refreshToken: 'stored-refresh', user: sampleUser });
const meAnswer = (user = sampleUser) => ({ status: 200, body: { success: true, data: { user } } });

describe('AuthProvider: start (SPEC §4)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('starts loading, then ends signed out when nothing is stored', async () => {
    const { result, calls, loadingHistory } = setup();
    expect(loadingHistory[0]).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(calls).toEqual([]);
  });

  it('does not call the server when only a token (no user) is stored', async () => {
    window.localStorage.setItem('token', 'lonely-token');
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(calls).toEqual([]);
    expect(result.current.user).toBeNull();
  });

  it('checks a stored token and user with GET /auth/me and keeps the fresh user', async () => {
    storedSession();
    const { result, calls, loadingHistory } = setup({ 'GET /auth/me': meAnswer({ ...sampleUser, firstName: 'Alina' }) });
    expect(loadingHistory[0]).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/auth/me', authorization: 'Bearer stored-token' });
    expect(result.current.user?.firstName).toBe('Alina');
    expect(result.current.isAuthenticated).toBe(true);
    expect(authStorage.getStoredUser()?.firstName).toBe('Alina');
  });

  it('clears the stored auth when the check fails', async () => {
    window.localStorage.setItem('token', 'stale');
    window.localStorage.setItem('user', JSON.stringify(sampleUser));
    const { result } = setup({ 'GET /auth/me': failureAnswer(401, 'UNAUTHORIZED') });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(authStorage.getToken()).toBeNull();
    expect(authStorage.getStoredUser()).toBeNull();
  });

  it('clears the stored auth when the server cannot be reached', async () => {
    storedSession();
    const { result } = setup({ 'GET /auth/me': 'offline' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(authStorage.getToken()).toBeNull();
  });

  it('renews an expired access token once with the refresh token', async () => {
    storedSession();
    const { result, calls } = setup({
      'GET /auth/me': [failureAnswer(401, 'UNAUTHORIZED'), meAnswer()],
      'POST /auth/refresh': { body: { success: true, data: { token: 'new-token', refreshToken: 'new-refresh' } } },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /auth/me', 'POST /auth/refresh', 'GET /auth/me']);
    expect(calls[1]?.body).toEqual({ refreshToken: 'stored-refresh' });
    expect(calls[2]?.authorization).toBe('Bearer new-token');
    expect(result.current.user?.email).toBe(sampleUser.email);
    expect(authStorage.getRefreshToken()).toBe('new-refresh');
  });

  it('signs out when the refresh is refused too', async () => {
    storedSession();
    const { result } = setup({
      'GET /auth/me': failureAnswer(401, 'UNAUTHORIZED'),
      'POST /auth/refresh': failureAnswer(401, 'SESSION_EXPIRED'),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(authStorage.getRefreshToken()).toBeNull();
  });
});

describe('AuthProvider: actions (SPEC §4)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('login sets the user and stores the session', async () => {
    const { result, calls } = setup({ 'POST /auth/login': signInAnswer() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.login('aline@example.com', 'secret1'));
    expect(calls[0]).toMatchObject({ path: '/auth/login', body: { email: 'aline@example.com', password: 'secret1' } });
    expect(result.current.user?.firstName).toBe('Aline');
    expect(result.current.isAuthenticated).toBe(true);
    expect(authStorage.getToken()).toMatch(/^eyJ/);
  });

  it('a failed login leaves nobody signed in', async () => {
    const { result } = setup({ 'POST /auth/login': failureAnswer(401, 'INVALID_CREDENTIALS') });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.login('aline@example.com', 'wrong-1')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(result.current.user).toBeNull();
  });

  it('register sets the user', async () => {
    const { result, calls } = setup({ 'POST /auth/register': signInAnswer({ role: 'employer' }, 201) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() =>
      result.current.register({ firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.com', password: 'Kigali2026', role: 'employer' }),
    );
    expect(calls[0]?.body).toMatchObject({ role: 'employer' });
    expect(result.current.user?.role).toBe('employer');
  });

  it('resetPassword sets the user', async () => {
    const { result, calls } = setup({ 'POST /auth/reset-password': signInAnswer() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.resetPassword('reset-token', 'Kigali2026'));
    expect(calls[0]?.body).toEqual({ token: 'reset-token', password: 'Kigali2026' });
    expect(result.current.user?.email).toBe('aline@example.com');
  });

  it('forgotPassword sends the email and sets nobody', async () => {
    const { result, calls } = setup({ 'POST /auth/forgot-password': { body: { success: true, message: 'Check your inbox' } } });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.forgotPassword('aline@example.com'));
    expect(calls[0]?.body).toEqual({ email: 'aline@example.com' });
    expect(result.current.user).toBeNull();
  });

  it('Google sign-in of an existing account signs in', async () => {
    const answer = signInAnswer();
    const { result, calls } = setup({
      'POST /auth/google/exchange-code': { body: { success: true, data: { requiresRoleSelection: false, ...answer.body.data } } },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.loginWithGoogle('google-id-token'));
    expect(calls[0]?.body).toEqual({ idToken: 'google-id-token', platform: 'homepage' });
    expect(result.current.user?.firstName).toBe('Aline');
    expect(authStorage.getToken()).not.toBeNull();
  });

  it('Google sign-in of a new account returns the Google data and sets nobody', async () => {
    const { result } = setup({
      'POST /auth/google/exchange-code': {
        body: { success: true, data: { requiresRoleSelection: true, googleUserData: sampleGoogleUserData } },
      },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    let outcome: Awaited<ReturnType<typeof result.current.loginWithGoogle>> | undefined;
    await act(async () => {
      outcome = await result.current.loginWithGoogle('google-id-token');
    });
    expect(outcome).toEqual({ requiresRoleSelection: true, googleUserData: sampleGoogleUserData });
    expect(result.current.user).toBeNull();
    expect(authStorage.getToken()).toBeNull();
  });

  it.each([
    ['a refusal', failureAnswer(401, 'INVALID_ID_TOKEN'), 'INVALID_ID_TOKEN'],
    ['a refusal without a code', failureAnswer(401), 'REQUEST_FAILED'],
    ['no answer', 'offline' as const, 'NETWORK_ERROR'],
  ])('Google sign-in passes on %s with its code (the screens choose the words)', async (_case, answer, code) => {
    const { result } = setup({ 'POST /auth/google/exchange-code': answer });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.loginWithGoogle('bad')).rejects.toMatchObject({ code });
  });

  it('completing a Google registration sends the role and sets the user', async () => {
    const { result, calls } = setup({ 'POST /auth/google/complete-registration': signInAnswer({ role: 'teacher' }, 201) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.completeGoogleRegistration(sampleGoogleUserData, 'teacher'));
    expect(calls[0]?.body).toEqual({ ...sampleGoogleUserData, role: 'teacher', platform: 'homepage' });
    expect(result.current.user?.role).toBe('teacher');
  });

  it.each([
    ['a refusal', failureAnswer(401, 'INVALID_REGISTRATION_TOKEN'), 'INVALID_REGISTRATION_TOKEN'],
    ['no answer', 'offline' as const, 'NETWORK_ERROR'],
  ])('completing a Google registration passes on %s with its code', async (_case, answer, code) => {
    const { result } = setup({ 'POST /auth/google/complete-registration': answer });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.completeGoogleRegistration(sampleGoogleUserData, 'student')).rejects.toMatchObject({ code });
    expect(result.current.user).toBeNull();
  });

  it('logout clears the user and storage and sends the refresh token', async () => {
    storedSession();
    const { result, calls } = setup({ 'GET /auth/me': meAnswer(), 'POST /auth/logout': { body: { success: true } } });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.logout());
    expect(calls.at(-1)).toMatchObject({ path: '/auth/logout', body: { refreshToken: 'stored-refresh' } });
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(authStorage.getToken()).toBeNull();
  });

  it('logout clears the user even when the call fails', async () => {
    storedSession();
    const { result } = setup({ 'GET /auth/me': meAnswer(), 'POST /auth/logout': 'offline' });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(authStorage.getStoredUser()).toBeNull();
  });

  it('useAuth outside the provider says how to fix it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(/inside <AuthProvider>/);
  });
});
