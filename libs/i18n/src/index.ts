/**
 * @intambwe/i18n: the languages of the front door. Libraries define their
 * messages in English with `defineMessages`, ship one catalog per other
 * language, and read them with `useMessages` under an `I18nProvider`.
 * Everything of `./core` (no React, no browser: what servers use), the React
 * bindings, and the browser's memory of a person's choice.
 */
export * from './core';
export { rememberLocale } from './remember-locale';
export { warmIntl } from './warm-intl';
export {
  I18nProvider,
  usePlainTexts,
  useMessageText,
  WithCatalogs,
  useLocale,
  useLocalePath,
  usePathInLocale,
  type I18nProviderProps,
  type PathInLocale,
} from './react';
export { Tagged, useMessages } from './react-messages';
