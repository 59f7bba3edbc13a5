import type { Plugin } from 'vite';

/** The module graph as the plugin reads it: a module's static imports. */
export type StaticImports = (id: string) => readonly string[];

/**
 * The modules that the `entries` reach through static imports and that nothing
 * reachable from the `sharedWith` modules reaches: the code only those entries
 * need. The entries themselves stay out (each remains its own chunk, which the
 * prerender finds in the manifest).
 */
export function exclusiveModules(
  moduleIds: Iterable<string>,
  importsOf: StaticImports,
  entries: RegExp,
  sharedWith: RegExp,
): Set<string> {
  const ids = [...moduleIds];
  const reach = (starts: string[]) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...importsOf(id));
    }
    return seen;
  };
  const starts = new Set(ids.filter((id) => entries.test(id)));
  const shared = reach(ids.filter((id) => sharedWith.test(id)));
  return new Set([...reach([...starts])].filter((id) => !shared.has(id) && !starts.has(id)));
}

export interface ExclusiveChunk {
  /** Add to the client build's plugins: it reads the module graph once the build has it. */
  plugin: Plugin;
  /** Add to `build.rolldownOptions.output.codeSplitting.groups`. */
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };
}

/**
 * One chunk for the code that only some dynamic entries need.
 *
 * Rolldown's automatic splitting makes a chunk for every distinct set of entries
 * that share a module. The account screens' islands share their code in so many
 * combinations that /login needed 41 script files, most of them 200-600 B: on
 * HTTP/1.1 and a 3G phone (six connections, 562 ms a request) that is seven
 * round trips before Sign In works. This gathers what only these entries reach
 * into one chunk; what the public pages' islands also reach stays where it was,
 * so the landing page loads exactly the same files and caches them for /login.
 *
 * The group does not take the modules' dependencies along
 * (`includeDependenciesRecursively: false`): those are, by construction,
 * reachable from `sharedWith` too, so they are in chunks the group's chunk
 * imports, never the other way round (no cycle, order kept).
 */
export function exclusiveChunk(options: { name: string; entries: RegExp; sharedWith: RegExp }): ExclusiveChunk {
  let members = new Set<string>();
  return {
    plugin: {
      name: `exclusive-chunk:${options.name}`,
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      buildEnd() {
        members = exclusiveModules(
          this.getModuleIds(),
          (id) => this.getModuleInfo(id)?.importedIds ?? [],
          options.entries,
          options.sharedWith,
        );
        if (members.size === 0) this.error(`exclusive-chunk '${options.name}': no module matched; check its entries`);
      },
    },
    group: { name: options.name, test: (id) => members.has(id), includeDependenciesRecursively: false },
  };
}
