import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetGoogleIdentityLoader } from '../../google/load-google-identity';
import { installFakeGoogle } from '../../testing/fake-google';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, sampleGoogleUserData, signInAnswer, type StubRoute } from '../../testing/stub-network';
import { TestGoogleScreen } from './test-google-screen';

const config = { googleClientId: 'client-123.apps.googleusercontent.com' };
const existing = signInAnswer({ role: 'employer' });

function setup(answer: StubRoute) {
  installFakeGoogle({ oneTap: 'credential' });
  const user = userEvent.setup();
  renderScreen(<TestGoogleScreen />, { path: '/test-google', config, network: { 'POST /auth/google/exchange-code': answer } });
  return { user };
}

describe('TestGoogleScreen (SPEC §2)', () => {
  afterEach(() => {
    resetGoogleIdentityLoader();
    delete (window as { google?: unknown }).google;
  });

  it('shows the configuration and setup instructions', () => {
    setup(existing);
    expect(screen.getByRole('heading', { level: 1, name: 'Google Sign-In Test' })).toBeInTheDocument();
    expect(screen.getByText('Client id: client-123.apps.googleusercontent.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Setup instructions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Results' })).toBeDisabled();
  });

  it('runs the sign-in and shows the user fields, and that each token came back, never a character of it; then clears them', async () => {
    const { user } = setup({ body: { success: true, data: { requiresRoleSelection: false, ...existing.body.data } } });
    await user.click(screen.getByRole('button', { name: 'Test Google Sign-In' }));
    const results = await screen.findByRole('heading', { name: 'Results' });
    const list = results.parentElement as HTMLElement;
    expect(within(list).getByText('Aline Uwase')).toBeInTheDocument();
    expect(within(list).getByText('aline@example.com')).toBeInTheDocument();
    expect(within(list).getByText('u-aline')).toBeInTheDocument();
    expect(within(list).getByText('employer')).toBeInTheDocument();
    expect(within(list).getByText('Yes')).toBeInTheDocument();
    const { token, refreshToken } = existing.body.data;
    expect(within(list).getByText(`Received (${refreshToken.length} characters)`)).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(`^Received \\(${token.length} characters\\)`))).toBeInTheDocument();
    for (const secret of [token, refreshToken]) {
      for (let start = 0; start + 12 <= secret.length; start += 6) expect(list.textContent).not.toContain(secret.slice(start, start + 12));
    }
    await user.click(screen.getByRole('button', { name: 'Clear Results' }));
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('says when the Google account is new', async () => {
    const { user } = setup({ body: { success: true, data: { requiresRoleSelection: true, googleUserData: sampleGoogleUserData } } });
    await user.click(screen.getByRole('button', { name: 'Test Google Sign-In' }));
    expect(await screen.findByText('New account: role selection is required before an account exists.')).toBeInTheDocument();
    expect(screen.getByText('Jean Mugisha')).toBeInTheDocument();
  });

  it('shows a failure', async () => {
    const { user } = setup(failureAnswer(401, 'INVALID_ID_TOKEN'));
    await user.click(screen.getByRole('button', { name: 'Test Google Sign-In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ID token validation failed');
    await act(async () => undefined);
  });
});
