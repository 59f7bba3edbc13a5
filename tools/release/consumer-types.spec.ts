import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkConsumerTypes, entrySpecifiers } from './consumer-types.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
const fixtures = join(workspaceRoot, 'dist', 'consumer-types-fixtures');

/** A staged package of declarations only: `files` maps a path under the package to its text. */
function stagedPackage(name: string, files: Record<string, string>, exportsField: Record<string, unknown>): string {
  const dir = join(fixtures, name);
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries({ ...files, 'package.json': JSON.stringify({ name: `@fixture/${name}`, type: 'module', exports: exportsField }) })) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const entry = { '.': { types: './dist/index.d.ts', import: './dist/index.js' }, './package.json': './package.json' };

describe('a consumer with strict types, against the published declarations', () => {
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

  it('reads every entry point a package exports', () => {
    expect(entrySpecifiers({ name: '@intambwe/landing', exports: { '.': {}, './pages': {}, './content': {}, './package.json': './package.json' } })).toEqual([
      '@intambwe/landing',
      '@intambwe/landing/pages',
      '@intambwe/landing/content',
    ]);
  });

  it('accepts declarations that leak no any', () => {
    const dir = stagedPackage(
      'clean',
      {
        'dist/index.d.ts': [
          'export declare const ROLES: readonly ["student", "teacher"];',
          'export declare function greet(name: string, options?: { formal: boolean }): string;',
          'export declare class Failure extends Error { readonly code: string; constructor(code: string); }',
          'export declare const api: { get(path: string, signal?: AbortSignal): Promise<unknown> };',
        ].join('\n'),
        'dist/index.js': '',
      },
      entry,
    );
    expect(() => checkConsumerTypes(dir, workspaceRoot)).not.toThrow();
  });

  it.each([
    ['an export typed any', 'export declare const value: any;', 'value'],
    ["a function's parameter", 'export declare function track(event: any): void;', 'track(argument 0)'],
    ["a member of a function's options", 'export declare function render(props: { items: any }): void;', 'render(argument 0).items'],
    ["a function's result", 'export declare function parse(text: string): any;', 'parse() result'],
    ["a class's member", 'export declare class Store { state: any; }', 'Store#.state'],
    ["an object's method", 'export declare const api: { post(body: any): void };', 'api.post(argument 0)'],
    // What @intambwe/landing published: each island loader resolved to a component of any props.
    [
      "a promise's component",
      "import type { FunctionComponent } from 'react';\nexport declare const islands: { demo: () => Promise<FunctionComponent<any>> };",
      'islands.demo() resolved value(argument 0)',
    ],
    ["a promise's value", 'export declare function load(): Promise<any>;', 'load() resolved value'],
    // What @intambwe/landing published: a declaration importing a path that resolves to a built JS file, not to
    // types (its type then poisons the check itself, which the compiler reports as an `any` where never belongs).
    ['an import that resolves to JavaScript', "import type { Field } from './content';\nexport declare function show(field: Field): void;", "Type 'any'"],
  ])('fails on %s, naming it', (kind, declarations, leak) => {
    // A package of its own per case (its consumer folder too), so no case can read another's declarations.
    const dir = stagedPackage(
      `leaky-${kind.replace(/[^a-z]+/gi, '-')}`,
      { 'dist/index.d.ts': declarations, 'dist/index.js': '', 'dist/content.js': 'export const Field = 1;' },
      entry,
    );
    expect(() => checkConsumerTypes(dir, workspaceRoot)).toThrow(leak);
  });

  describe("a package's usage file", () => {
    /** The usage file of the package `@fixture/<name>`: pins makeParser's types deeper than the generic check. */
    function usageOf(name: string): string {
      const usage = join(fixtures, `${name}.usage.ts`);
      mkdirSync(fixtures, { recursive: true });
      writeFileSync(
        usage,
        [
          `import { makeParser } from '@fixture/${name}';`,
          "import { exact, type Equal } from './expect';",
          "exact<Equal<ReturnType<ReturnType<typeof makeParser>['parse']>, 'light' | 'dark' | null>>();",
          '// @ts-expect-error: parse reads a string',
          'makeParser().parse(42);',
        ].join('\n'),
      );
      return usage;
    }

    it('compiles when the exports have their real types', () => {
      const dir = stagedPackage(
        'usage',
        {
          'dist/index.d.ts': "export declare function makeParser(): { parse(text: string): 'light' | 'dark' | null };",
          'dist/index.js': '',
        },
        entry,
      );
      expect(() => checkConsumerTypes(dir, workspaceRoot, { usage: usageOf('usage') })).not.toThrow();
    });

    it.each([
      // Deeper than the generic check looks (a method of a function's result): only the usage file sees these.
      ['a parameter typed any', "export declare function makeParser(): { parse(text: any): 'light' | 'dark' | null };", 'usage.ts(4,1): error TS2578'],
      ['a result typed any', 'export declare function makeParser(): { parse(text: string): any };', "usage.ts(3,7): error TS2344: Type 'false' does not satisfy"],
    ])('fails on %s, at the line that pins it', (kind, declarations, error) => {
      const name = `usage-${kind.replace(/[^a-z]+/gi, '-')}`;
      const dir = stagedPackage(name, { 'dist/index.d.ts': declarations, 'dist/index.js': '' }, entry);
      let message = '';
      try {
        checkConsumerTypes(dir, workspaceRoot, { usage: usageOf(name) });
      } catch (failure) {
        message = (failure as Error).message;
      }
      expect(message).toContain(error);
      // Only that line: the package itself resolves, and the generic check does not see the leak.
      expect(message).not.toMatch(/TS2307|consumer\.ts/);
    });
  });
});
