import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { RouterScreenNavigation } from './router-screen-navigation';
import { useEmailedLink, useEmailedLinkToken } from './use-emailed-link-token';

function at(entry: InitialEntry, element: ReactElement) {
  const router = createMemoryRouter([{ path: '/link', element: <RouterScreenNavigation>{element}</RouterScreenNavigation> }], {
    initialEntries: [entry],
  });
  const { unmount } = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return Object.assign(router, { unmount });
}

function TokenProbe({ keepAs }: { keepAs?: string }) {
  const token = useEmailedLinkToken({ keepAs });
  return <p>token: {JSON.stringify(token)}</p>;
}

function LinkProbe({ send, isInvalid = () => false }: { send(token: string): Promise<string>; isInvalid?(error: unknown): boolean }) {
  const { outcome, retry } = useEmailedLink(send, isInvalid);
  return (
    <>
      <p>outcome: {outcome.kind === 'done' ? `done ${outcome.value}` : outcome.kind}</p>
      <button onClick={retry}>Try again</button>
    </>
  );
}

describe('useEmailedLinkToken', () => {
  it('without a router (an island of a public page), reads the token and takes it out of the document\'s address, keeping it in the history entry', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abc-123&lang=fr#top');
    render(<TokenProbe keepAs="resetToken" />);
    expect(await screen.findByText('token: "abc-123"')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?lang=fr'));
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ resetToken: 'abc-123' });
  });

  it('reads the token, then takes it out of the address, keeping the rest of it', async () => {
    const router = at('/link?token=%20abc-123%20&lang=fr#top', <TokenProbe />);
    expect(await screen.findByText('token: "abc-123"')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?lang=fr'));
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.location.state).toBeNull();
    // Still the token once it has left the address.
    expect(screen.getByText('token: "abc-123"')).toBeInTheDocument();
  });

  it("is '' without a token", async () => {
    at('/link', <TokenProbe />);
    expect(await screen.findByText('token: ""')).toBeInTheDocument();
  });

  it('keeps the token in the history state when asked, so a reload of the page still finds it', async () => {
    const router = at('/link?token=reset-1', <TokenProbe keepAs="resetToken" />);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual({ resetToken: 'reset-1' });
    router.unmount();

    at({ pathname: '/link', state: { resetToken: 'reset-1' } }, <TokenProbe keepAs="resetToken" />);
    expect(await screen.findByText('token: "reset-1"')).toBeInTheDocument();
  });
});

describe('useEmailedLink', () => {
  it('sends the token once, even under StrictMode, and says what came of it', async () => {
    const send = vi.fn((token: string) => Promise.resolve(`for ${token}`));
    at('/link?token=t1', <LinkProbe send={send} />);
    expect(await screen.findByText('outcome: done for t1')).toBeInTheDocument();
    expect(send.mock.calls).toEqual([['t1']]);
  });

  it('is invalid without a token, without a call', async () => {
    const send = vi.fn((token: string) => Promise.resolve(token));
    at('/link', <LinkProbe send={send} />);
    expect(await screen.findByText('outcome: invalid')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('is invalid when the refusal says so', async () => {
    const send = vi.fn(() => Promise.reject(new Error('used')));
    at('/link?token=t2', <LinkProbe send={send} isInvalid={(error) => error instanceof Error && error.message === 'used'} />);
    expect(await screen.findByText('outcome: invalid')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fails on any other refusal, and sends the same token again on retry, once', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('at last');
    at('/link?token=t3', <LinkProbe send={send} />);
    expect(await screen.findByText('outcome: failed')).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('outcome: done at last')).toBeInTheDocument();
    expect(send.mock.calls).toEqual([['t3'], ['t3']]);
  });
});
