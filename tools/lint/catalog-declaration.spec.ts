import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * One declaration of the `*.po` catalog modules (tools/vite/catalog-modules.d.ts): no project declares
 * its own copy, and every project whose code imports a catalog includes the shared one.
 */
const root = join(import.meta.dirname, '..', '..');
const shared = 'tools/vite/catalog-modules.d.ts';
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

describe("the '*.po' module declaration", () => {
  it('is declared once, in the shared file', () => {
    const declaring = tracked('*.ts', '*.mts', '*.tsx').filter((file) =>
      /declare module ['"]\*\.po['"]/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(declaring).toEqual([shared]);
  });

  it('is included by every project that imports a catalog', () => {
    const importing = tracked('libs/*/src/*', 'libs/*/src/**', 'apps/web/src/*', 'apps/web/src/**')
      .filter((file) => /\.tsx?$/.test(file) && /import\(['"][^'"]+\.po['"]\)/.test(readFileSync(join(root, file), 'utf8')))
      .map((file) => file.split('/').slice(0, 2).join('/'));
    const projects = [...new Set(importing)];
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) {
      const config = JSON.parse(
        readFileSync(join(root, project, project.startsWith('apps/') ? 'tsconfig.app.json' : 'tsconfig.lib.json'), 'utf8'),
      );
      expect({
        project,
        includes: (config.include as string[])
          .map((entry) => join(project, entry))
          .includes(join(dirname(shared), 'catalog-modules.d.ts')),
      }).toEqual({ project, includes: true });
    }
  });
});
