#!/usr/bin/env node
// Stages a built library for publishing: dist/packages/<project>/ holds exactly
// what the tarball will hold, with a package.json fit for consumers.
//
//   node tools/release/stage.mjs <project> [<project>...]   (Nx target `stage`, after `build`)
//
// What changes against libs/<project>/package.json:
//   - the workspace-only export condition `@intambwe/source` (it points at
//     src/*.ts, which is not published) and the `nx` block are removed;
//   - `repository` is filled in from `git remote get-url origin` when there is one.
// What is left out of libs/<project>/dist: declaration maps (they point at
// src/, which is not published) and test helpers' declarations (dist/testing)
// unless package.json exports them.
// Then every path the package.json promises (exports, main, module, types) and
// every relative import of the staged JS and .d.ts files is checked to exist,
// and a consumer with `strict` types imports every entry point and fails on any
// `any` leaking from the declarations (consumer-types.mjs): a broken package
// fails here, not in a consumer's build.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConsumerTypes } from './consumer-types.mjs';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WORKSPACE_CONDITION = '@intambwe/source';
export const stagedDir = (project) => join(workspaceRoot, 'dist', 'packages', project);

/** The libraries `nx release` versions and publishes (nx.json `release.projects`), with their folders. */
export function releaseProjects() {
  const nxJson = JSON.parse(readFileSync(join(workspaceRoot, 'nx.json'), 'utf8'));
  return nxJson.release.projects.map((project) => ({ project, root: join(workspaceRoot, 'libs', project) }));
}

function withoutCondition(exportsField) {
  if (typeof exportsField === 'string' || exportsField === null) return exportsField;
  return Object.fromEntries(
    Object.entries(exportsField)
      .filter(([key]) => key !== WORKSPACE_CONDITION)
      .map(([key, value]) => [key, withoutCondition(value)]),
  );
}

function gitRemote() {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], { cwd: workspaceRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The package.json consumers get. */
export function publishedManifest(manifest, libraryDir) {
  const { nx: _nx, devDependencies: _devDependencies, scripts: _scripts, ...rest } = manifest;
  const published = { ...rest, exports: withoutCondition(manifest.exports) };
  const remote = gitRemote();
  if (remote && !published.repository) {
    published.repository = { type: 'git', url: remote, directory: relative(workspaceRoot, libraryDir) };
  }
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [name, range] of Object.entries(published[field] ?? {})) {
      if (name.startsWith('@intambwe/') && !/^[\^~]?\d+\.\d+\.\d+/.test(range)) {
        throw new Error(`${manifest.name}: ${field}.${name} is "${range}"; published packages need a version range (nx release writes it)`);
      }
    }
  }
  return published;
}

/** Declaration maps, and test helpers' folders (dist/testing) unless the package exports them (api-client's network double). */
const skipper = (published) => {
  const exportsTesting = promisedPaths(published).some((path) => /^\.\/dist\/testing\//.test(path));
  return (path) => path.endsWith('.d.ts.map') || (!exportsTesting && /(^|[/\\])testing([/\\]|$)/.test(path));
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

function promisedPaths(manifest) {
  const paths = [manifest.main, manifest.module, manifest.types].filter(Boolean);
  const walk = (value) => {
    if (typeof value === 'string') paths.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  return [...new Set(paths)];
}

/** Relative specifiers of a JS or .d.ts file that do not resolve inside the staged package. */
function brokenRelativeImports(file) {
  const source = readFileSync(file, 'utf8');
  const broken = [];
  for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), match[1]);
    const candidates = file.endsWith('.d.ts')
      ? [target, `${target}.d.ts`, join(target, 'index.d.ts'), target.replace(/\.js$/, '.d.ts')]
      : [target];
    if (!candidates.some((candidate) => existsSync(candidate) && statSync(candidate).isFile())) broken.push(match[1]);
  }
  return broken;
}

/** Copies the library's built files into dist/packages/<project> and checks the result. Returns the staged folder. */
export function stage(project) {
  const libraryDir = join(workspaceRoot, 'libs', project);
  const builtDir = join(libraryDir, 'dist');
  if (!existsSync(join(builtDir, 'index.js'))) throw new Error(`${project}: ${builtDir} has no build; run \`npx nx build ${project}\` first`);
  const manifest = JSON.parse(readFileSync(join(libraryDir, 'package.json'), 'utf8'));
  const out = stagedDir(project);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const published = publishedManifest(manifest, libraryDir);
  const skipped = skipper(published);
  cpSync(builtDir, join(out, 'dist'), { recursive: true, filter: (source) => !skipped(relative(builtDir, source)) });
  for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE']) {
    if (existsSync(join(libraryDir, file))) cpSync(join(libraryDir, file), join(out, file));
  }
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);

  const problems = [];
  for (const path of promisedPaths(published)) {
    if (path.endsWith('package.json')) continue;
    if (!existsSync(join(out, path))) problems.push(`package.json promises ${path}, which is not in the package`);
  }
  for (const file of filesUnder(join(out, 'dist')).filter((name) => /\.(js|d\.ts)$/.test(name))) {
    for (const specifier of brokenRelativeImports(file)) problems.push(`${relative(out, file)} imports ${specifier}, which is not in the package`);
  }
  if (JSON.stringify(published).includes(WORKSPACE_CONDITION)) problems.push(`the ${WORKSPACE_CONDITION} condition is still in package.json`);
  if (problems.length > 0) throw new Error(`${manifest.name} cannot be published:\n  - ${problems.join('\n  - ')}`);
  checkConsumerTypes(out, workspaceRoot);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const requested = process.argv.slice(2);
  const projects = requested.length > 0 ? requested : releaseProjects().map(({ project }) => project);
  for (const project of projects) {
    const out = stage(project);
    console.log(`staged ${project} -> ${relative(workspaceRoot, out)}`);
  }
}
