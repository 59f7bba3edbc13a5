import { defineMessages, plainTexts, usePlainTexts } from '@intambwe/i18n';

/**
 * Every string libs/ui shows to people, in English; French, Kinyarwanda and
 * Swahili in `locales/<language>.po`. All are plain texts (no values), read by
 * lookup, so the components of every page's first download carry no formatter.
 */
export const uiMessageDescriptors = /* @__PURE__ */ defineMessages('ui', {
  darkMode: 'Dark mode',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  closeNotification: 'Close notification',
  opensInNewTab: '(opens in a new tab)',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  partFailed: 'This part of the page could not be loaded. Check your connection and try again.',
});

export type UiMessages = Record<keyof typeof uiMessageDescriptors, string>;

/** The English texts (tests, stories). */
export const uiMessages: UiMessages = /* @__PURE__ */ plainTexts(uiMessageDescriptors, 'en');

/** libs/ui's texts in the screen's language. */
export function useUiMessages(): UiMessages {
  return usePlainTexts(uiMessageDescriptors);
}
