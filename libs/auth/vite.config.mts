import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'auth',
  entries: { index: 'src/index.ts', pages: 'src/pages.ts', viewer: 'src/viewer.ts' },
});
