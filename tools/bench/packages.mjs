// What the sister platforms install: for each published library (nx.json
// `release.projects`), the tarball `npm pack` makes of its staged folder
// (dist/packages/<project>, see tools/release/stage.mjs), and for each entry
// point of its `exports` the brotli size of the JS a consumer's bundler takes in:
// the entry file, the package's own chunks it imports statically, and the chunks
// it loads later (dynamic `import()`). Bare imports (react, Chakra, the other
// @intambwe packages) are the consumer's and are not counted.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Relative specifiers a JS file imports statically (`import … from`, `export … from`, `import "…"`) and dynamically (`import("…")`). */
function relativeImports(source) {
  const staticImports = [
    ...source.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'"();]*?[\s}]from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ].map((m) => m[1]);
  const dynamicImports = [...source.matchAll(/\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1]);
  return { staticImports, dynamicImports };
}

/** The files an entry pulls in: statically (loaded with it) and lazily (loaded later), each file counted once. */
function entryGraph(entryFile) {
  const eager = new Set();
  const lazy = new Set();
  const visit = (file, isLazy) => {
    if (eager.has(file) || (isLazy && lazy.has(file))) return;
    (isLazy ? lazy : eager).add(file);
    if (!isLazy) lazy.delete(file);
    const { staticImports, dynamicImports } = relativeImports(readFileSync(file, 'utf8'));
    for (const specifier of staticImports) visit(resolve(dirname(file), specifier), isLazy);
    for (const specifier of dynamicImports) visit(resolve(dirname(file), specifier), true);
  };
  visit(entryFile, false);
  for (const file of eager) lazy.delete(file);
  return { eager: [...eager], lazy: [...lazy] };
}

/** The JS file each export subpath resolves to for a browser bundler (`import`, else `default`). */
function entryPoints(manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : (target.import ?? target.default)])
    .filter(([, file]) => typeof file === 'string' && file.endsWith('.js'));
}

/**
 * Packs and measures every release project. Stages them first (`nx run-many -t stage`: builds that are
 * cached cost little) unless `stage: false`.
 */
export function measurePackages(root, { stage = true } = {}) {
  const nxJson = JSON.parse(readFileSync(join(root, 'nx.json'), 'utf8'));
  const projects = nxJson.release.projects;
  if (stage) execSync(`npx nx run-many -t stage -p ${projects.join(',')} --outputStyle=static`, { cwd: root, stdio: 'inherit' });
  return projects.map((project) => {
    const dir = join(root, 'dist', 'packages', project);
    if (!existsSync(join(dir, 'package.json'))) throw new Error(`${project} is not staged: npx nx stage ${project}`);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const entries = entryPoints(manifest).map(([subpath, file]) => {
      const { eager, lazy } = entryGraph(join(dir, file));
      const sum = (files) => files.reduce((total, path) => total + brotli(readFileSync(path)), 0);
      return {
        subpath: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`,
        file: relative(dir, join(dir, file)),
        entryBrotli: brotli(readFileSync(join(dir, file))),
        staticBrotli: sum(eager),
        staticFiles: eager.length,
        lazyBrotli: sum(lazy),
        lazyFiles: lazy.length,
      };
    });
    return {
      project,
      name: manifest.name,
      version: manifest.version,
      tarball: packed.size,
      unpacked: packed.unpackedSize,
      files: packed.entryCount,
      entries,
    };
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One row per package (its tarball), then one per entry point: for console.table. */
export function packagesTable(packages) {
  const rows = {};
  for (const pkg of packages) {
    rows[`${pkg.name}@${pkg.version}`] = {
      'packed (tarball)': kib(pkg.tarball),
      unpacked: kib(pkg.unpacked),
      files: pkg.files,
      'entry JS brotli': '',
      'with static chunks': '',
      'lazy chunks': '',
    };
    for (const entry of pkg.entries) {
      rows[`  ${entry.subpath}`] = {
        'packed (tarball)': '',
        unpacked: '',
        files: '',
        'entry JS brotli': kib(entry.entryBrotli),
        'with static chunks': `${kib(entry.staticBrotli)} (${entry.staticFiles} files)`,
        'lazy chunks': entry.lazyFiles > 0 ? `${kib(entry.lazyBrotli)} (${entry.lazyFiles} files)` : '-',
      };
    }
  }
  return rows;
}

// Alone: `node tools/bench/packages.mjs [--no-stage]` prints just this table.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = join(import.meta.dirname, '..', '..');
  const packages = measurePackages(root, { stage: !process.argv.includes('--no-stage') });
  console.log('Published packages: npm pack of dist/packages/<project>; brotli (quality 11) of each entry point');
  console.table(packagesTable(packages));
}
