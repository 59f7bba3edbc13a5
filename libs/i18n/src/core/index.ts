/**
 * @intambwe/i18n/core: the languages without React and without the browser
 * (servers, emails, tools, and any UI): locales and their addresses, message
 * definitions, catalogs, formatting with Lingui's core, Intl formatters. Lint
 * keeps React and browser globals out of this folder.
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
// The formatter (Lingui's runtime) is only in translate: pages that show no message with values never load it.
export { translate, mergeTranslated } from './messages';
export {
  loadCatalogs,
  catalogsReady,
  joinCatalogs,
  loadedTranslations,
  messageText,
  plainTexts,
  type Catalog,
  type CatalogLoaders,
} from './catalogs';
export { numberFormat, dateFormat, relativeTimeFormat, listFormat } from './format';
