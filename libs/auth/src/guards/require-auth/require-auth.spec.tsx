import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { sampleUser } from '../../testing/stub-network';
import { RequireAuth } from './require-auth';

const Secret = () => (
  <RequireAuth>
    <h1>Members only</h1>
  </RequireAuth>
);

describe('RequireAuth', () => {
  it('shows a status while the stored session is checked', () => {
    renderScreen(<Secret />, { path: '/secret', session: { user: sampleUser }, network: { 'GET /auth/me': 'never' } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });

  it('renders the children for a signed-in person', async () => {
    renderScreen(<Secret />, { path: '/secret', session: { user: sampleUser }, network: { 'GET /auth/me': { body: { success: true, data: { user: sampleUser } } } } });
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeInTheDocument();
  });

  it('sends everyone else to /login, remembering where they were going', async () => {
    renderScreen(<Secret />, { path: '/secret', at: '/secret?tab=1' });
    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '{}')).toEqual({ from: '/secret?tab=1' });
  });
});
