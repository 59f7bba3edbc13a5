import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136 and later): compile every function in it eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks whose code nearly all runs as a page starts with V8's compile hint, as their
 * first line. Without it V8 compiles each function lazily, on the main thread, the first time it
 * is called; with it, the whole file is compiled while it streams in, off the main thread.
 * Only chunks that run at start belong here: the rest would be compiled for nothing.
 *
 * The hint is added once the chunk is written (a minifier drops comments, and Vite puts its own
 * preload helper first); a source map gets an empty first line to match.
 */
export function compileHints({ eager }: { eager: RegExp }): Plugin {
  return {
    name: 'intambwe:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !eager.test(output.name)) continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          // The map file is already in the bundle, written from the chunk's map before this hook.
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
