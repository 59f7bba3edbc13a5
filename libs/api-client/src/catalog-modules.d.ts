/** A translation catalog (`locales/<language>.po`), compiled to a module by the build (tools/vite/i18n.mts). */
declare module '*.po' {
  const catalog: Readonly<Record<string, string | readonly unknown[]>>;
  export default catalog;
}
