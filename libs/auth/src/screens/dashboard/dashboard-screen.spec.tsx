import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '../../navigation/browser-navigation';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, handoffAnswer, sampleUser } from '../../testing/stub-network';
import { DashboardScreen } from './dashboard-screen';

const me = (role: string) => ({ 'GET /auth/me': { body: { success: true, data: { user: { ...sampleUser, role } } } } });

describe('DashboardScreen (SPEC §2, §6)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.useRealTimers());

  it('sends a visitor without a session to /login', async () => {
    renderScreen(<DashboardScreen />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it('sends a person whose stored session is refused to /login', async () => {
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: { user: sampleUser }, network: { 'GET /auth/me': failureAnswer(401, 'UNAUTHORIZED') } });
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it.each([
    ['student', 'E-Learning platform', 'elearning', 'https://learn.example.com'],
    ['teacher', 'E-Learning platform', 'elearning', 'https://learn.example.com'],
    ['job_seeker', 'Job Portal', 'job_portal', 'https://jobs.example.com'],
    ['employer', 'Job Portal', 'job_portal', 'https://jobs.example.com'],
  ])('welcomes a %s, says "%s" and after 100 ms hands them off there signed in', async (role, platform, handoff, url) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = renderScreen(<DashboardScreen />, {
      path: '/dashboard',
      session: { user: { ...sampleUser, role }, token: 'access-for-handoff' },
      network: { ...me(role), 'POST /auth/handoff': handoffAnswer(url, 'one-time-code') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Aline!' })).toBeInTheDocument();
    expect(screen.getByText(`Redirecting you to the ${platform}…`)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${url}/auth/callback?code=one-time-code`));
    const handoffs = calls.filter((call) => call.path === '/auth/handoff');
    expect(handoffs).toEqual([expect.objectContaining({ body: { platform: handoff }, authorization: 'Bearer access-for-handoff' })]);
  });

  it('when the hand-off fails, says so and tries again on request', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderScreen(<DashboardScreen />, {
      path: '/dashboard',
      session: { user: { ...sampleUser, role: 'student' } },
      network: { ...me('student'), 'POST /auth/handoff': ['offline', handoffAnswer('https://learn.example.com', 'second-code')] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in to the E-Learning platform');
    expect(alert).toHaveTextContent('Network error. Please check your connection and try again.');
    expect(screen.getByRole('link', { name: /Open the E-Learning platform without signing in/ })).toHaveAttribute(
      'href',
      'https://learn.example.com',
    );
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://learn.example.com/auth/callback?code=second-code'));
  });

  it('refuses a hand-off address that is not a web address', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderScreen(<DashboardScreen />, {
      path: '/dashboard',
      session: { user: { ...sampleUser, role: 'employer' } },
      network: {
        ...me('employer'),
        'POST /auth/handoff': { body: { success: true, data: { redirectUrl: 'javascript:alert(1)', expiresIn: 60 } } },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in link for the platform could not be made. Please try again.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps any other role on /dashboard with links to both platforms', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: { user: { ...sampleUser, role: 'admin' } }, network: me('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Aline!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the E-Learning platform/ })).toHaveAttribute('href', 'https://learn.example.com');
    expect(screen.getByRole('link', { name: /Open the Job Portal/ })).toHaveAttribute('href', 'https://jobs.example.com');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(assign).not.toHaveBeenCalled();
  });
});
