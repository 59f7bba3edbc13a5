import { loadCatalogs, translate } from '@intambwe/i18n';
import { prefixedPathInLocale } from '@intambwe/i18n/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingMessages } from '../../messages';
import { IslandProviders, rememberViewer } from '../../testing/island-providers';
import { testUser, type NetworkStubs, type RecordedRequest } from '../../testing/test-providers';
import { AccountActions, type AccountActionsProps } from './account-actions';

function renderActions(layout: AccountActionsProps['layout'], locale = 'en', network?: NetworkStubs, calls?: RecordedRequest[]) {
  return render(
    <IslandProviders locale={locale} pathInLocale={prefixedPathInLocale} network={network} calls={calls}>
      <AccountActions layout={layout} />
    </IslandProviders>,
  );
}

describe('AccountActions (SPEC §2 navigation; an island of the bar and the menu)', () => {
  it('offers a visitor Login and Get Started', () => {
    renderActions('bar');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /Logout/ })).not.toBeInTheDocument();
  });

  it('keeps the links in the page’s language', async () => {
    await loadCatalogs('fr', AccountActions.catalogs);
    const fr = translate(landingMessages, 'fr').nav;
    renderActions('menu', 'fr');
    expect(fr.login).not.toBe('Login');
    expect(screen.getByRole('link', { name: fr.login })).toHaveAttribute('href', '/fr/login');
    expect(screen.getByRole('link', { name: fr.register })).toHaveAttribute('href', '/fr/register');
  });

  it('welcomes the person this browser remembers and offers Logout; the bar leaves the email out', () => {
    rememberViewer(testUser);
    renderActions('bar');
    expect(screen.getByText(`Welcome, ${testUser.firstName}!`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByText(testUser.email)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('says whose account it is in the menu', () => {
    rememberViewer(testUser);
    renderActions('menu');
    expect(screen.getByText(`Welcome, ${testUser.firstName}!`)).toBeInTheDocument();
    // The email is read as 'Signed in as …'.
    expect(screen.getByText(testUser.email).parentElement).toHaveTextContent(`Signed in as ${testUser.email}`);
  });

  it('treats a remembered user without a token, or one that is not a user, as a visitor', () => {
    localStorage.setItem('user', JSON.stringify(testUser));
    const { unmount } = renderActions('bar');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    unmount();
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', '{not json');
    renderActions('bar');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('Logout signs this browser out at once and tells the server, with the refresh token', async () => {
    const calls: RecordedRequest[] = [];
    rememberViewer(testUser, 'refresh-1');
    renderActions('bar', 'en', { 'POST /auth/logout': { body: { success: true, message: 'Signed out' } } }, calls);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/auth/logout', body: { refreshToken: 'refresh-1' } })]));
  });

  it('signs out even when the server cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rememberViewer(testUser);
    renderActions('menu', 'en', { 'POST /auth/logout': 'offline' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('follows a sign-in or sign-out made in another tab', () => {
    renderActions('bar');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      rememberViewer(testUser);
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText(`Welcome, ${testUser.firstName}!`)).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
