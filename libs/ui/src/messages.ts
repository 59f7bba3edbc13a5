/**
 * Every string libs/ui shows to people. English first; other languages
 * (French, Kinyarwanda, Swahili) come through the same keys.
 */
export const uiMessages = {
  darkMode: 'Dark mode',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  closeNotification: 'Close notification',
  opensInNewTab: '(opens in a new tab)',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
};

export type UiMessages = typeof uiMessages;
