#!/usr/bin/env node
// Code blocks in the libraries' READMEs that are real files of the example app
// (examples/sister-platform, which the consumer check installs from the registry
// and compiles), so a README example cannot rot:
//
//   <!-- example: examples/sister-platform/src/auth-routes.tsx -->
//   ```tsx
//   ...the file, verbatim...
//   ```
//
//   node tools/release/readme-examples.mjs          fails when a block differs from its file
//   node tools/release/readme-examples.mjs --write  copies the files into the READMEs
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BLOCK = /<!-- example: (\S+) -->\n```(\w*)\n([\s\S]*?)```/g;

export function readmeFiles() {
  const libs = join(workspaceRoot, 'libs');
  return readdirSync(libs)
    .map((name) => join(libs, name, 'README.md'))
    .filter((file) => existsSync(file));
}

/** Every example block of every library README: where it is, which file it shows, and whether it still matches. */
export function readmeExamples() {
  return readmeFiles().flatMap((readme) =>
    [...readFileSync(readme, 'utf8').matchAll(BLOCK)].map((match) => {
      const [, path, , shown] = match;
      const file = join(workspaceRoot, path);
      const actual = existsSync(file) ? readFileSync(file, 'utf8') : null;
      return { readme: relative(workspaceRoot, readme), path, exists: actual !== null, matches: actual === shown };
    }),
  );
}

function write() {
  for (const readme of readmeFiles()) {
    const text = readFileSync(readme, 'utf8');
    const updated = text.replace(BLOCK, (_block, path, language) => {
      const source = readFileSync(join(workspaceRoot, path), 'utf8');
      return `<!-- example: ${path} -->\n\`\`\`${language}\n${source.endsWith('\n') ? source : `${source}\n`}\`\`\``;
    });
    if (updated !== text) {
      writeFileSync(readme, updated);
      console.log(`updated ${relative(workspaceRoot, readme)}`);
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) write();
  const stale = readmeExamples().filter((example) => !example.matches);
  for (const example of stale) {
    console.error(`${example.readme}: the example of ${example.path} ${example.exists ? 'differs from the file' : 'names a file that does not exist'}`);
  }
  if (stale.length > 0) {
    console.error('Run `node tools/release/readme-examples.mjs --write` after changing the example app.');
    process.exit(1);
  }
  console.log(`${readmeExamples().length} README examples match their files.`);
}
