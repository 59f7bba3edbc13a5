import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'ui',
  // `static/index`, not `static`: a dist/static.js beside the dist/static/ declarations would catch their imports.
  entries: { index: 'src/index.ts', 'static/index': 'src/static/index.ts', 'static-styles/index': 'src/static-styles/index.ts' },
});
