import { act, screen } from '@testing-library/react';
import { browserNavigation } from '../../navigation/browser-navigation';
import { renderScreen } from '../../testing/render-screen';
import { failureAnswer, sampleUser } from '../../testing/stub-network';
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
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: { user: sampleUser }, network: { 'GET /auth/me': failureAnswer(401, 'Expired') } });
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
  });

  it.each([
    ['student', 'E-Learning platform', 'https://learn.example.com'],
    ['teacher', 'E-Learning platform', 'https://learn.example.com'],
    ['job_seeker', 'Job Portal', 'https://jobs.example.com'],
    ['employer', 'Job Portal', 'https://jobs.example.com'],
  ])('welcomes a %s, says "%s" and goes there after 100 ms', async (role, platform, url) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderScreen(<DashboardScreen />, { path: '/dashboard', session: { user: { ...sampleUser, role } }, network: me(role) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Aline!' })).toBeInTheDocument();
    expect(screen.getByText(`Redirecting you to the ${platform}…`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Open the ${platform}` })).toHaveAttribute('href', url);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(assign).toHaveBeenCalledWith(url);
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
