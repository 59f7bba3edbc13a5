import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'platform-facts',
  entries: { index: 'src/index.ts' },
  environment: 'node',
});
