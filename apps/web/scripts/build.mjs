#!/usr/bin/env node
// Builds apps/web for production:
//   1. the client bundle (Vite, with a manifest of chunks): the first script, the island runtime, each island,
//   2. a server-render bundle of src/entry-server.tsx,
//   3. prerendered HTML for every public route (content, islands in place, the page's stylesheet),
//   4. brotli and gzip twins of every text asset, served by content negotiation.
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(root, 'vite.config.mts');
const distDir = join(root, process.argv[2] ?? 'dist');
const serverDir = join(root, 'dist-server');
const quiet = { logLevel: 'warn' };

await build({ ...quiet, root, configFile, build: { outDir: distDir, emptyOutDir: true, manifest: true } });
await build({
  ...quiet,
  root,
  configFile,
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false, manifest: false, sourcemap: false },
});
const pages = await prerender({ distDir, serverEntry: join(serverDir, 'entry-server.js') });
const compressed = await precompress(distDir);
rmSync(serverDir, { recursive: true, force: true });
if (!existsSync(join(distDir, 'index.html'))) throw new Error('build produced no index.html');
console.log(`apps/web: ${pages.length} pages prerendered, ${compressed} files precompressed into ${distDir}`);
