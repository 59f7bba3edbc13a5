import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { ColorModeToggle } from './color-mode-toggle';
import { useColorMode } from './color-mode-provider';

function ShowMode() {
  return <output>{useColorMode().colorMode}</output>;
}

function renderToggle() {
  return render(
    <UiProvider>
      <ShowMode />
      <ColorModeToggle />
    </UiProvider>,
  );
}

function mockSystemDark(dark: boolean) {
  const listeners: Array<() => void> = [];
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  return {
    change(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('ColorModeProvider and ColorModeToggle', () => {
  it('starts from the stored preference', () => {
    localStorage.setItem('theme-preference', 'dark');
    mockSystemDark(false);
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the system preference when nothing is stored', () => {
    mockSystemDark(true);
    renderToggle();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme-preference')).toBeNull();
  });

  it('flips the mode and persists the choice', async () => {
    mockSystemDark(false);
    renderToggle();
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme-preference')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem('theme-preference')).toBe('light');
  });

  it('follows system changes until the person chooses, then keeps the choice', async () => {
    const system = mockSystemDark(false);
    renderToggle();
    act(() => system.change(true));
    expect(screen.getByText('dark', { selector: 'output' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    act(() => system.change(true));
    expect(screen.getByText('light', { selector: 'output' })).toBeInTheDocument();
  });

  it('is operable from the keyboard', async () => {
    mockSystemDark(false);
    renderToggle();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem('theme-preference')).toBe('dark');
  });

  it('a forced mode neither reads nor writes the stored preference', async () => {
    localStorage.setItem('theme-preference', 'light');
    render(
      <UiProvider forcedColorMode="dark">
        <ShowMode />
      </UiProvider>,
    );
    expect(screen.getByText('dark', { selector: 'output' })).toBeInTheDocument();
    expect(localStorage.getItem('theme-preference')).toBe('light');
  });
});
