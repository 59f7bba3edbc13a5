import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'i18n',
  // `core/index`, not `core`: a dist/core.js beside the dist/core/ declarations would catch their `./core` imports.
  entries: { index: 'src/index.ts', 'core/index': 'src/core/index.ts', locales: 'src/core/locales.ts', testing: 'src/testing.ts' },
});
