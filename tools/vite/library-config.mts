/**
 * One Vite + Vitest configuration for every publishable library in libs/.
 * Library mode with type declarations; every bare import stays external so a
 * consumer never gets a second copy of React, Chakra or emotion (TOOLCHAIN pitfall 2).
 */
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { i18nMessages } from './i18n.mts';
import { isAbsolute, join, relative } from 'node:path';

export interface LibraryOptions {
  /** The library folder (pass `import.meta.dirname`). */
  dirname: string;
  /** Nx project name, used for the Vitest project name and cache dir. */
  name: string;
  /** Entry points: key = output file name, value = source path relative to the library. */
  entries?: Record<string, string>;
  /** Test environment: jsdom for React code, node for pure modules. */
  environment?: 'jsdom' | 'node';
}

const isBareImport = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

export function libraryConfig(options: LibraryOptions): UserConfig {
  const { dirname, name, entries = { index: 'src/index.ts' } } = options;
  const workspaceRoot = join(dirname, '../..');
  return defineConfig({
    root: dirname,
    cacheDir: join(workspaceRoot, 'node_modules/.vite/libs', name),
    plugins: [
        ...i18nMessages(),
      react(),
      dts({
        entryRoot: 'src',
        tsconfigPath: join(dirname, 'tsconfig.lib.json'),
        // The declarations a consumer gets import the other packages' published declarations (their dist,
        // built first: build depends on ^build), as a consumer resolves them; not their sources through the
        // workspace condition, which made TypeScript look for the typecheck's out-tsc of each reference
        // (TS6305 in a fresh clone, and `any` in the declarations).
        compilerOptions: { customConditions: [] },
        exclude: ['**/*.stories.tsx', '**/*.spec.ts', '**/*.spec.tsx', '**/test-setup.ts'],
        // A type error in the declarations fails the build: published types are never silently `any`.
        afterDiagnostic: (diagnostics) => {
          if (diagnostics.length > 0) {
            throw new Error(`${name}: ${diagnostics.length} type error(s) in the declarations (listed above); the build stops here.`);
          }
        },
      }),
    ],
    resolve: { conditions: ['@intambwe/source'] },
    // Node tests (pure libraries) run other workspace packages from source too, as the browser tests do.
    ssr: { resolve: { conditions: ['@intambwe/source'], externalConditions: ['@intambwe/source'] } },
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: {
        entry: Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, join(dirname, value)])),
        formats: ['es'],
      },
      rolldownOptions: { external: isBareImport },
    },
    test: {
      name,
      root: dirname,
      watch: false,
      globals: true,
      environment: options.environment ?? 'jsdom',
      server: { deps: { inline: [/@intambwe\//] } },
      setupFiles: options.environment === 'node' ? [] : [join(workspaceRoot, 'tools/vite/test-setup.ts')],
      include: ['src/**/*.{test,spec}.{ts,tsx}'],
      reporters: ['default'],
      restoreMocks: true,
      unstubGlobals: true,
      // A whole screen rendered in jsdom and driven by user-event takes seconds on a busy 2-core machine.
      testTimeout: 15_000,
      coverage: {
        reportsDirectory: relative(dirname, join(dirname, 'test-output/coverage')),
        provider: 'v8',
      },
    },
  } as UserConfig);
}
