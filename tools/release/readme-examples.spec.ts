import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

describe('README examples are the example app’s files', () => {
  it('every `<!-- example: path -->` block of a library README equals its file', () => {
    const output = execFileSync('node', ['tools/release/readme-examples.mjs'], { cwd: root, encoding: 'utf8' });
    expect(output).toMatch(/\d+ README examples match their files/);
  });

  it('the auth README shows how the sister platform mounts the screens', () => {
    const output = execFileSync('node', ['--input-type=module', '-e', "import('./tools/release/readme-examples.mjs').then((m) => console.log(JSON.stringify(m.readmeExamples())))"], {
      cwd: root,
      encoding: 'utf8',
    });
    const examples = JSON.parse(output) as Array<{ readme: string; path: string }>;
    expect(examples).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ readme: 'libs/auth/README.md', path: 'examples/sister-platform/src/config.ts' }),
        expect.objectContaining({ readme: 'libs/auth/README.md', path: 'examples/sister-platform/src/auth-routes.tsx' }),
      ]),
    );
  });
});
