import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../provider/ui-provider';
import { notify, toaster, TOAST_DURATION_MS } from './toaster';

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
});
