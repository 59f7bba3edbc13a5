import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'api-client',
  entries: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'testing/node': 'src/testing/node.ts' },
});
