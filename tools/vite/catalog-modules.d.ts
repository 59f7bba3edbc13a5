/**
 * A translation catalog (`locales/<language>.po`), compiled to a module by the build (tools/vite/i18n.mts,
 * and tools/i18n/po-catalog.mjs for the server). The one declaration: every project that imports catalogs
 * lists this file in its tsconfig `include`.
 */
declare module '*.po' {
  const catalog: Readonly<Record<string, string | readonly unknown[]>>;
  export default catalog;
}
