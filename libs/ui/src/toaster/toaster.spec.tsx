import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../provider/ui-provider';
import { showCarriedToast } from './toast-store';
import { notify, notifyAcrossPages, toaster, TOAST_DURATION_MS } from './toaster';

describe('Toaster', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.useRealTimers();
  });

  it('shows a toast and closes it after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<UiProvider>page</UiProvider>);
    act(() => {
      notify.success('Login successful! Welcome back.');
    });
    expect(await screen.findByText('Login successful! Welcome back.')).toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 1000);
    });
    expect(screen.queryByText('Login successful! Welcome back.')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<UiProvider>page</UiProvider>);
    act(() => {
      notify.error('Server error. Please try again later.');
    });
    expect(await screen.findByText('Server error. Please try again later.')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 2000);
    });
    expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + 2000);
    });
    expect(screen.queryByText('Server error. Please try again later.')).not.toBeInTheDocument();
  });

  it('places toasts at the top right', () => {
    expect(toaster.attrs.placement).toBe('top-end');
  });

  it('carries a toast still showing as the page is left to the next page of the tab, once', async () => {
    render(<UiProvider>page</UiProvider>);
    act(() => {
      notifyAcrossPages('error', 'User data not found. Please try signing in again.');
    });
    expect(await screen.findByText('User data not found. Please try signing in again.')).toBeInTheDocument();
    window.dispatchEvent(new Event('pagehide'));
    act(() => toaster.remove()); // the next page starts without it
    await vi.waitFor(() =>
      expect(screen.queryByText('User data not found. Please try signing in again.')).not.toBeInTheDocument(),
    );
    act(() => showCarriedToast());
    expect(await screen.findByText('User data not found. Please try signing in again.')).toBeInTheDocument();
    act(() => toaster.remove());
    act(() => showCarriedToast());
    await vi.waitFor(() =>
      expect(screen.queryByText('User data not found. Please try signing in again.')).not.toBeInTheDocument(),
    );
  });

  it('does not carry a toast that was gone before the page was left', async () => {
    render(<UiProvider>page</UiProvider>);
    act(() => {
      const id = notifyAcrossPages('success', 'Gone already');
      toaster.remove(id);
    });
    window.dispatchEvent(new Event('pagehide'));
    act(() => showCarriedToast());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Gone already')).not.toBeInTheDocument();
  });
});
