import { authStorage } from '../../session/auth-storage';
import { toaster } from '@intambwe/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, signInAnswer, type StubRoute } from '../../testing/stub-network';
import { ResetPasswordScreen } from './reset-password-screen';

function setup(at: string, answer?: StubRoute) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderScreen(<ResetPasswordScreen />, {
    path: '/reset-password',
    at,
    network: answer ? { 'POST /auth/reset-password': answer } : {},
  });
  return { user, ...view };
}

async function submitPasswords(user: ReturnType<typeof userEvent.setup>, password = 'Kigali2026', confirm = password) {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordScreen', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    act(() => toaster.remove());
    vi.useRealTimers();
  });

  it('shows the form and the password rules note when a token is present', () => {
    setup('/reset-password?token=abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText(/At least 8 characters, with at least one uppercase letter/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
  });

  it('takes the token out of the address at once, and still resets with it (also after a reload of the page)', async () => {
    const { user, calls, router } = setup('/reset-password?token=tok-secret&lang=x', signInAnswer());
    await waitFor(() => expect(router.state.location.search).toBe('?lang=x'));
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(JSON.stringify(router.state.location)).not.toContain('token=');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    await submitPasswords(user);
    await waitFor(() => expect(calls[0]?.body).toEqual({ token: 'tok-secret', password: 'Kigali2026' }));
  });

  it('shows Invalid Reset Link without a token', () => {
    setup('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
  });

  it.each([
    ['', '', 'password', 'Password is required'],
    ['Kigali1', 'Kigali1', 'password', 'Password must be at least 8 characters'],
    [
      'kigali2026',
      'kigali2026',
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['Kigali2026', 'Kigali2025', 'confirm', 'Passwords must match'],
    // The confirmation is told it differs while the password still breaks a rule too.
    ['Kigali1', 'Kigali2', 'confirm', 'Passwords must match'],
  ])('validates %j / %j (SPEC §5)', async (password, confirm, _field, message) => {
    const { user, calls } = setup('/reset-password?token=abc');
    if (password) await user.type(screen.getByLabelText(/^New password/), password);
    if (confirm) await user.type(screen.getByLabelText(/Confirm new password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('disables the button while resetting', async () => {
    const { user } = setup('/reset-password?token=abc', 'never');
    await submitPasswords(user);
    await waitFor(() => expect(screen.getByRole('button', { name: /Resetting/ })).toBeDisabled());
  });

  it('signs the person in, shows the success screen and toast, and goes to / after 2 seconds', async () => {
    const { user, calls } = setup('/reset-password?token=tok-123', signInAnswer());
    await submitPasswords(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(await within(document.body).findByText('Password reset successful! You are now logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(calls[0]?.body).toEqual({ token: 'tok-123', password: 'Kigali2026' });
    expect(authStorage.getStoredUser()?.email).toBe('aline@example.com');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Landed on /' })).toBeInTheDocument();
  });

  it('shows Invalid Reset Link when the server says the token is invalid or expired', async () => {
    const { user } = setup(
      '/reset-password?token=old',
      failureAnswer(400, 'INVALID_RESET_TOKEN'),
    );
    await submitPasswords(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired reset token');
  });

  it.each([
    [failureAnswer(400, 'VALIDATION_ERROR', { fieldCodes: { password: 'PASSWORD_TOO_SHORT' } }), 'Password must be at least 8 characters'],
    [failureAnswer(502), 'Server error. Please try again later.'],
    [failureAnswer(409), 'Failed to reset password. Please try again.'],
  ])('toasts other failures: %j', async (answer, message) => {
    const { user } = setup('/reset-password?token=abc', answer);
    await submitPasswords(user);
    expect(await within(document.body).findByText(message, { selector: '[data-part="title"]' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
  });

  it('shows a too-common password beside the password field, focused, as well as in the toast', async () => {
    const tooCommon = 'This password is too common. Please choose a less common password';
    const { user } = setup(
      '/reset-password?token=abc',
      failureAnswer(400, 'VALIDATION_ERROR', { fieldCodes: { password: 'PASSWORD_TOO_COMMON' } }),
    );
    await submitPasswords(user, 'Password1');
    const password = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(document.body).getAllByText(tooCommon)).toHaveLength(2);
  });
});
