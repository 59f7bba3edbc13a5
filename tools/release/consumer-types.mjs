// Type-checks a staged package the way an app that installs it would: every
// entry point its package.json exports is imported by a consumer compiled with
// `strict`, resolving our packages to their published declarations (no
// workspace condition). Declarations that cannot be read turn into `any` in a
// consumer without a word (skipLibCheck), so the consumer also asserts, at the
// type level, that no export leaks `any`: not an export itself, not a
// function's parameters, their members or its result (or what its promise
// resolves to), not a class's constructor or members, not an object's members
// or their functions. A package's usage file (consumers/<name>.ts) pins the
// types of its main exports deeper than that generic check can reach.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TYPE_CHECKS = `
import type { AllHTMLAttributes, Component, ReactElement, SVGAttributes } from 'react';
type IsAny<T> = 0 extends 1 & T ? true : false;
type Numbered<A> = keyof A & \`\${number}\`;
/** The platform's and React's own types: their \`any\` (an AbortSignal's reason, an element's type) is not ours. */
type Platform = ReactElement | AbortSignal | Event | Node | Window | Date | RegExp | Error | URL | Headers | Request | Response | FormData | Promise<unknown> | ReadonlyMap<unknown, unknown> | ReadonlySet<unknown>;
/** Props a component takes from React's HTML and SVG attributes, and React's own statics (some are typed \`any\` there). */
type ReactAttribute = keyof AllHTMLAttributes<HTMLElement> | keyof SVGAttributes<SVGElement> | 'propTypes';
/** Members of an object (or elements of an array) typed \`any\`, by name. */
type AnyMembers<T, P extends string> = T extends Platform
  ? never
  : T extends readonly unknown[]
    ? IsAny<T[number]> extends true ? \`\${P}[]\` : never
    : T extends object
      ? { [K in Exclude<keyof T & string, ReactAttribute>]-?: IsAny<T[K]> extends true ? \`\${P}.\${K}\` : never }[Exclude<keyof T & string, ReactAttribute>]
      : never;
/** A function's parameters (and their members) typed \`any\`. */
type AnyInParameters<A, P extends string> = { [I in Numbered<A>]-?: IsAny<A[I]> extends true ? \`\${P}(argument \${I})\` : AnyMembers<A[I], \`\${P}(argument \${I})\`> }[Numbered<A>];
/** What a promise resolves to: \`any\`, a function with \`any\` parameters or result (a lazily loaded component's props), or \`any\` members. */
type AnyInResolved<U, P extends string> =
  IsAny<U> extends true
    ? P
    : U extends (...args: infer A) => infer R
      ? AnyInParameters<A, P> | (IsAny<R> extends true ? \`\${P}() result\` : never)
      : AnyMembers<U, P>;
/** A function's parameters (and their members) and result (or what it resolves to) typed \`any\`. */
type AnyInFunction<F, P extends string> = F extends (...args: infer A) => infer R
  ?
      | AnyInParameters<A, P>
      | (IsAny<R> extends true
          ? \`\${P}() result\`
          : R extends PromiseLike<infer U>
            ? AnyInResolved<U, \`\${P}() resolved value\`>
            : AnyMembers<R, \`\${P}() result\`>)
  : never;
/** A class's constructor parameters and instance members typed \`any\` (React's component classes are React's). */
type AnyInClass<C, P extends string> = C extends abstract new (...args: infer A) => infer Instance
  ? Instance extends Component<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    ? never
    :
        | { [I in Numbered<A>]-?: IsAny<A[I]> extends true ? \`new \${P}(argument \${I})\` : AnyMembers<A[I], \`new \${P}(argument \${I})\`> }[Numbered<A>]
        | AnyMembers<Instance, \`\${P}#\`>
  : never;
type AnyInExport<T, P extends string> =
  IsAny<T> extends true
    ? P
    : T extends abstract new (...args: never) => unknown
      ? AnyInClass<T, P>
      : T extends (...args: never) => unknown
        ? AnyInFunction<T, P>
        : T extends readonly unknown[]
          ? AnyMembers<T, P>
          : T extends object
            ? { [K in keyof T & string]-?: IsAny<T[K]> extends true ? \`\${P}.\${K}\` : AnyInFunction<T[K], \`\${P}.\${K}\`> }[keyof T & string]
            : never;
/** Every place an entry point leaks \`any\` (never when none does). */
type AnyInModule<M, Name extends string> = { [K in keyof M & string]-?: AnyInExport<M[K], \`\${Name} \${K}\`> }[keyof M & string];
/** Compiles only when \`Leaks\` is never; otherwise the error names each leak. */
declare function noAnyLeaks<Leaks extends never>(): void;
`;

/** The entry points of a package.json's exports, as import specifiers (`@intambwe/auth`, `@intambwe/auth/pages`). */
export function entrySpecifiers(manifest) {
  const keys = typeof manifest.exports === 'object' && manifest.exports ? Object.keys(manifest.exports) : ['.'];
  return keys
    .filter((key) => key.startsWith('.') && !key.endsWith('package.json'))
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`));
}

/** The consumer's source: imports every entry point and asserts that none leaks `any`. */
export function consumerSource(specifiers) {
  const lines = [TYPE_CHECKS];
  specifiers.forEach((specifier, index) => {
    lines.push(`import * as entry${index} from '${specifier}';`);
    lines.push(`noAnyLeaks<AnyInModule<typeof entry${index}, '${specifier}'>>();`);
  });
  return `${lines.join('\n')}\nexport {};\n`;
}

/** The folder of the packages' usage files (`<package name without scope>.ts`, see its README). */
export const usageDir = join(import.meta.dirname, 'consumers');

/**
 * Compiles the consumer of a staged package (`dist/packages/<project>`) with
 * `strict`: the generated check of every entry point and, when there is one,
 * the package's usage file (`usage`, default `consumers/<name>.ts`), whose
 * `@ts-expect-error` lines fail (unused) when an export turns `any`.
 * Throws with the compiler's output when it fails.
 */
export function checkConsumerTypes(stagedPackage, workspaceRoot, { usage } = {}) {
  const manifest = JSON.parse(readFileSync(join(stagedPackage, 'package.json'), 'utf8'));
  const usageFile = usage ?? join(usageDir, `${manifest.name.split('/').pop()}.ts`);
  const consumer = join(workspaceRoot, 'dist', 'consumers', manifest.name.replace('/', '+'));
  rmSync(consumer, { recursive: true, force: true });
  mkdirSync(join(consumer, 'node_modules', ...manifest.name.split('/').slice(0, -1)), { recursive: true });
  // The staged package itself, as a consumer's node_modules holds it; its own dependencies resolve from the workspace's.
  symlinkSync(
    relative(join(consumer, 'node_modules', ...manifest.name.split('/').slice(0, -1)), stagedPackage),
    join(consumer, 'node_modules', manifest.name),
    'dir',
  );
  writeFileSync(join(consumer, 'consumer.ts'), consumerSource(entrySpecifiers(manifest)));
  const files = ['consumer.ts'];
  if (existsSync(usageFile)) {
    copyFileSync(usageFile, join(consumer, 'usage.ts'));
    copyFileSync(join(usageDir, 'expect.ts'), join(consumer, 'expect.ts'));
    files.push('usage.ts');
  }
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noImplicitAny: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        files,
      },
      null,
      2,
    )}\n`,
  );
  try {
    execFileSync(process.execPath, [join(workspaceRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer, '--pretty', 'false'], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${manifest.name}: a consumer with strict types cannot use the published declarations:\n${output}`);
  }
}
