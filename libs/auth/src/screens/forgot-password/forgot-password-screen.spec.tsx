import { toaster } from '@intambwe/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, type StubRoute } from '../../testing/stub-network';
import { ForgotPasswordScreen } from './forgot-password-screen';

const sent = { body: { success: true, message: 'If an account exists, an email is on its way.' } };

function setup(answer?: StubRoute) {
  const user = userEvent.setup();
  const view = renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password', network: answer ? { 'POST /auth/forgot-password': answer } : {} });
  return { user, ...view };
}

async function send(user: ReturnType<typeof userEvent.setup>, email = 'aline@example.com') {
  await user.type(screen.getByLabelText(/Email address/), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordScreen', () => {
  afterEach(() => act(() => toaster.remove()));

  it('validates the email (SPEC §5)', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email address/), 'aline');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('disables the button while sending', async () => {
    const { user } = setup('never');
    await send(user);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled());
  });

  it('sends, toasts and shows Check Your Email with Resend and Back to Login', async () => {
    const { user, calls } = setup(sent);
    await send(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(await within(document.body).findByText('Password reset instructions sent to your email!')).toBeInTheDocument();
    expect(screen.getByText(/aline@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.body).toEqual({ email: 'aline@example.com' });

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await within(document.body).findByText('Email sent again!')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ email: 'aline@example.com' });
  });

  it.each([
    [failureAnswer(404, 'NOT_FOUND'), "We couldn't find an account with that email address. Please check your email and try again, or create a new account if you haven't registered yet."],
    [failureAnswer(429, 'RATE_LIMITED', { retryAfterSeconds: 60 }), 'Too many password reset attempts. Please wait a few minutes before trying again.'],
    [failureAnswer(503, 'SERVICE_UNAVAILABLE'), 'Our servers are experiencing issues. Please try again in a few minutes.'],
    ['offline' as const, 'Network error. Please check your internet connection and try again.'],
    [failureAnswer(400, 'VALIDATION_ERROR', { fieldCodes: { email: 'EMAIL_INVALID' } }), 'Please enter a valid email address.'],
    [failureAnswer(403, 'FORBIDDEN', { error: 'This account is locked' }), 'You are not allowed to do this.'],
    [failureAnswer(418), 'Failed to send reset email. Please try again.'],
  ])('explains a failed send: %j', async (answer, message) => {
    const { user } = setup(answer);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('explains a failed resend with the resend default', async () => {
    const { user } = setup([sent, failureAnswer(418)]);
    await send(user);
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend email. Please try again.');
  });

  it('maps a resend refused for too many attempts', async () => {
    const { user } = setup([sent, failureAnswer(429, 'RATE_LIMITED')]);
    await send(user);
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset attempts. Please wait a few minutes before trying again.');
  });
});
