#!/usr/bin/env node
// npm run bench: builds the site if needed, then prints the initial JS+CSS
// cost of each public page (raw, gzip, brotli) and writes dist/bench.json.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureRoute } from './initial-assets.mjs';

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, 'apps', 'web', 'dist');
if (!existsSync(join(distDir, 'index.html')) || process.argv.includes('--build')) {
  execSync('npx nx run-many -t build -p web api --outputStyle=static', { cwd: root, stdio: 'inherit' });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const routes = ['/', '/login'];
const results = routes.map((route) => measureRoute(distDir, route));
const rows = results.map((r) => ({
  route: r.route,
  'JS+CSS raw': kib(r.initial.raw),
  'JS+CSS gzip': kib(r.initial.gzip),
  'JS+CSS brotli': kib(r.initial.brotli),
  'HTML raw': kib(r.html.raw),
  'HTML brotli': kib(r.html.brotli),
  files: r.files.length,
}));
console.table(rows);
mkdirSync(join(root, 'dist'), { recursive: true });
const out = join(root, 'dist', 'bench.json');
writeFileSync(out, JSON.stringify({ measuredAt: new Date().toISOString(), sizes: results }, null, 2));
console.log(`Figures written to ${out}`);
