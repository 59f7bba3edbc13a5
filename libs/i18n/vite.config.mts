import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'i18n',
  entries: { index: 'src/index.ts', locales: 'src/locales.ts', testing: 'src/testing.ts' },
});
