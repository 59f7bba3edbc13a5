import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'landing',
  entries: { index: 'src/index.ts', pages: 'src/pages.ts', islands: 'src/island-registry.ts', 'static-styles': 'src/static-styles.ts' },
});
