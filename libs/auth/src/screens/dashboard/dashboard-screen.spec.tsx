import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation } from '../../navigation/browser-navigation';
import { renderScreen } from '../../testing/render-screen';
import { forgetInteraction, pendingInteraction, rememberInteraction } from '../../openid/pending-interaction';
import { failureAnswer, sampleUser } from '../../testing/stub-network';
import { DashboardScreen } from './dashboard-screen';

const UID = 'Pq3vZ8xY_kL2-mN0aB4cD';
const me = (role: string) => ({ 'GET /auth/me': { body: { success: true, data: { user: { ...sampleUser, role } } } } });

describe('DashboardScreen (SPEC §2, §6)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetInteraction();
  });

  it('sends a visitor without a session to /login', async () => {
    renderScreen(<DashboardScreen />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it('sends a person whose stored session is refused to /login', async () => {
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: { user: sampleUser }, network: { 'GET /auth/me': failureAnswer(401, 'UNAUTHORIZED') } });
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it.each([
    ['student', 'E-Learning platform', 'https://learn.example.com'],
    ['teacher', 'E-Learning platform', 'https://learn.example.com'],
    ['job_seeker', 'Job Portal', 'https://jobs.example.com'],
    ['employer', 'Job Portal', 'https://jobs.example.com'],
  ])('welcomes a %s, says "%s" and after 100 ms sends them to its initiate-login URI, where they arrive signed in', async (role, platform, url) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { calls } = renderScreen(<DashboardScreen />, {
      path: '/dashboard',
      session: { user: { ...sampleUser, role } },
      network: me(role),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Aline!' })).toBeInTheDocument();
    expect(screen.getByText(`Redirecting you to the ${platform}…`)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${url}/auth/login?iss=http%3A%2F%2Flocalhost%3A3000`));
    expect(calls.map((call) => call.path)).toEqual(['/auth/me']);
  });

  it('finishes a platform’s sign-in request pending in this tab (after a sign-up or a reset); when that fails, says so and tries again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    rememberInteraction(UID);
    const { calls } = renderScreen(<DashboardScreen />, {
      path: '/dashboard',
      session: { user: { ...sampleUser, role: 'student' }, token: 'front-door-access' },
      network: { ...me('student'), [`POST /oidc/interaction/${UID}/login`]: ['offline', { body: { success: true, data: { redirectTo: 'http://localhost:3000/oidc/auth/resume' } } }] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in to the E-Learning platform');
    expect(alert).toHaveTextContent('Network error. Please check your connection and try again.');
    expect(screen.getByRole('link', { name: /Open the E-Learning platform without signing in/ })).toHaveAttribute('href', 'https://learn.example.com');
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/oidc/auth/resume'));
    expect(calls.filter((call) => call.path.startsWith('/oidc/')).at(-1)).toMatchObject({ authorization: 'Bearer front-door-access' });
    expect(pendingInteraction()).toBeNull();
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
