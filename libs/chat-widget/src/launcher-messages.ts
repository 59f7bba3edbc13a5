import { defineMessages, plainTexts } from '@intambwe/i18n';

/**
 * The floating launcher's words: the only ones a page ships before the widget
 * is opened. Plain texts read by lookup (no formatter in the page's first
 * download); French, Kinyarwanda and Swahili in `locales/<language>.po`
 * (`chatLauncherCatalogs`, loaded with the page).
 */
export const launcherMessageDescriptors = /* @__PURE__ */ defineMessages('chat.launcher', {
  open: 'Open the AI assistant',
  close: 'Close the AI assistant',
  loading: 'Loading the assistant…',
  loadFailed: 'The assistant could not be loaded. Please check your connection and try again.',
});

export type LauncherMessages = Record<keyof typeof launcherMessageDescriptors, string>;

/** The English texts (tests, stories). */
export const launcherMessages: LauncherMessages = /* @__PURE__ */ plainTexts(launcherMessageDescriptors, 'en');
