/**
 * @intambwe/i18n: the languages of the front door. Libraries define their
 * messages in English with `defineMessages`, ship one catalog per other
 * language, and read them with `useMessages` under an `I18nProvider`.
 */
export * from './locales';
export {
  defineMessages,
  listMessages,
  splitTags,
  type TaggedPart,
  type MessageDescriptor,
  type MessageValues,
  type Translated,
  type Descriptors,
  type CompiledMessage,
} from './define';
// The formatter (Lingui's runtime) is only in these: pages that show no message with values never load it.
export { translate } from './messages';
export {
  loadCatalogs,
  catalogsReady,
  joinCatalogs,
  loadedTranslations,
  messageText,
  plainTexts,
  setPseudoLocale,
  type Catalog,
  type CatalogLoaders,
} from './catalogs';
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
export { numberFormat, dateFormat, relativeTimeFormat, listFormat } from './format';
