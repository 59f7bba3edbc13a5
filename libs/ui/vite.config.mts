import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'ui',
  entries: { index: 'src/index.ts', static: 'src/static/index.ts', 'static-styles': 'src/static-styles/index.ts' },
});
