import { libraryConfig } from '../../tools/vite/library-config.mts';

export default libraryConfig({
  dirname: import.meta.dirname,
  name: 'landing',
  // `content/index`, not `content`: a dist/content.js beside the dist/content/ folder of declarations made
  // TypeScript resolve the declarations' `../content` imports to the JS file (an `any` in the published types).
  entries: { index: 'src/index.ts', pages: 'src/pages.ts', 'content/index': 'src/content/index.ts', islands: 'src/island-registry.ts', 'static-styles': 'src/static-styles.ts' },
});
