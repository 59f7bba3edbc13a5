/**
 * @intambwe/i18n: the languages of the front door. Libraries define their
 * messages in English with `defineMessages`, ship one catalog per other
 * language, and read them with `useMessages` under an `I18nProvider`.
 */
export * from './locales';
export {
  defineMessages,
  listMessages,
  translate,
  setPseudoLocale,
  type MessageDescriptor,
  type MessageValues,
  type Translated,
  type Descriptors,
  type CompiledMessage,
} from './messages';
export { loadCatalogs, catalogsReady, type Catalog, type CatalogLoaders } from './catalogs';
export { I18nProvider, useLocale, useMessages, type I18nProviderProps } from './react';
export { numberFormat, dateFormat, relativeTimeFormat, listFormat } from './format';
