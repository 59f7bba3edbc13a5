import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'chat-widget',
  entries: { index: 'src/index.ts', 'static-styles': 'src/static-styles.ts', islands: 'src/island-registry.ts' },
});
