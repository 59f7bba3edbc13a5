import { authStorage } from '../../session/auth-storage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, type StubRoute } from '../../testing/stub-network';
import { UnlockScreen } from './unlock-screen';

const setup = (at: string, answer: StubRoute) => renderScreen(<UnlockScreen />, { path: '/unlock', at, network: { 'POST /auth/unlock': answer } });
const deviceToken = 'd1.00000000-0000-4000-8000-000000000001.1700000000.nonce-unlock-000000.sig';

describe('UnlockScreen (the emailed unlock link)', () => {
  beforeEach(() => localStorage.removeItem('deviceTokens'));

  it('takes the token out of the address, unlocks this browser (keeps the device token) and offers to sign in', async () => {
    const { router, calls } = setup('/unlock?token=unlock-123', { body: { success: true, data: { deviceToken } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This browser is unlocked' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.map((call) => call.body)).toEqual([{ token: 'unlock-123' }]);
    expect(authStorage.getDeviceTokens()).toEqual([deviceToken]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a used or expired link does not work, and that signing in still does', async () => {
    setup('/unlock?token=used', failureAnswer(400, 'INVALID_UNLOCK_TOKEN'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This unlock link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You can still sign in');
    expect(authStorage.getDeviceTokens()).toEqual([]);
  });

  it('says so without a token, without calling the server', async () => {
    const { calls } = setup('/unlock', { body: { success: true, data: { deviceToken } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This unlock link does not work' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('offers to try again when the network failed, with the same token', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/unlock?token=unlock-456', ['offline', { body: { success: true, data: { deviceToken } } }]);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This browser is unlocked' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.body)).toEqual([{ token: 'unlock-456' }, { token: 'unlock-456' }]));
  });
});
