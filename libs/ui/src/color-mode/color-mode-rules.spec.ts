import { uiMessages } from '../messages';
import { applyColorMode, colorModeScript, oppositeColorMode, parseColorMode, resolveColorMode } from './color-mode-rules';

describe('resolveColorMode (SPEC §4 Theme)', () => {
  it.each([
    { stored: 'dark', systemDark: false, expected: 'dark' },
    { stored: 'light', systemDark: true, expected: 'light' },
    { stored: null, systemDark: true, expected: 'dark' },
    { stored: null, systemDark: false, expected: 'light' },
    { stored: 'purple', systemDark: true, expected: 'dark' },
    { stored: '', systemDark: false, expected: 'light' },
    { stored: 'DARK', systemDark: false, expected: 'light' },
  ])('stored $stored, system dark $systemDark -> $expected', ({ stored, systemDark, expected }) => {
    expect(resolveColorMode(stored, systemDark)).toBe(expected);
  });
});

describe('parseColorMode and oppositeColorMode', () => {
  it('accepts only the two stored values', () => {
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('light')).toBe('light');
    expect(parseColorMode(undefined)).toBeNull();
    expect(parseColorMode(1)).toBeNull();
  });
  it('flips the mode', () => {
    expect(oppositeColorMode('dark')).toBe('light');
    expect(oppositeColorMode('light')).toBe('dark');
  });
});

describe('applyColorMode', () => {
  it('sets the class Chakra reads and the colour scheme', () => {
    const root = document.createElement('html');
    applyColorMode(root, 'dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyColorMode(root, 'light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
  });
});

describe('colorModeScript (runs in the document head before paint)', () => {
  const run = () => new Function(colorModeScript)();

  it('applies the stored preference', () => {
    localStorage.setItem('theme-preference', 'dark');
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('follows the system preference when nothing is stored', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('dark') }) as MediaQueryList);
    run();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('falls back to light when nothing is stored and the system is light', () => {
    run();
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('names the pressed toggle with the same words as the app', () => {
    expect(colorModeScript).toContain(`||'${uiMessages.switchToLight}'`);
  });

  it("names the pressed toggle in the page's language when the toggle carries it", () => {
    document.body.innerHTML = `<button data-color-mode-toggle aria-pressed="false" title="Passer en mode sombre" data-title-pressed="Passer en mode clair">Mode sombre</button>`;
    localStorage.setItem('theme-preference', 'dark');
    run();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect((document.querySelector('button') as HTMLButtonElement).title).toBe('Passer en mode clair');
  });

  it('shows the prerendered theme toggle pressed in dark mode once the page is parsed', () => {
    document.body.innerHTML = `<button data-color-mode-toggle aria-pressed="false" title="${uiMessages.switchToDark}">Dark mode</button>`;
    localStorage.setItem('theme-preference', 'dark');
    run();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const toggle = document.querySelector('button') as HTMLButtonElement;
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.title).toBe(uiMessages.switchToLight);
  });

  it('leaves the toggle as prerendered in light mode', () => {
    document.body.innerHTML = `<button data-color-mode-toggle aria-pressed="false" title="${uiMessages.switchToDark}">Dark mode</button>`;
    localStorage.setItem('theme-preference', 'light');
    run();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
  });
});
