// Bundles the server into dist/main.js: our own code and the workspace's
// contract entry are bundled (from source); npm packages stay external.
// Translation catalogs the bundled code imports (`import('./locales/fr.po')`,
// the platform facts' languages) are compiled by the same compiler as Vite's.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPoCatalogs } from '../../tools/i18n/po-catalog.mjs';

const root = dirname(fileURLToPath(import.meta.url));
rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  // The server, and the signing-key tool (node apps/api/dist/oidc-keys.js rotate | new).
  entryPoints: { main: join(root, 'src/main.ts'), 'oidc-keys': join(root, 'src/oidc-keys.ts') },
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['@intambwe/source'],
  logLevel: 'warning',
  plugins: [
    esbuildPoCatalogs(),
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@intambwe/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
console.log('apps/api: built dist/main.js and dist/oidc-keys.js');
