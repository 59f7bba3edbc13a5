import type { ESTree, Plugin } from 'vite';

/** The module graph as the plugin reads it: a module's static imports. */
export type StaticImports = (id: string) => readonly string[];

/** What a module takes from another: some of its exports by name, or all of it ('*'). */
export type Wanted = readonly string[] | '*';

/**
 * A module's static links as its code writes them (`Source` is the specifier as
 * written, or the module id once resolved). `forwards` is there only for a
 * barrel, a module whose whole body is imports and re-exports (an icon set's
 * index, a library's public index): whoever takes one name from a barrel takes
 * only the module that name comes from, not every module the barrel lists.
 */
export interface ModuleLinks<Source = string> {
  /** What the module's own code takes from each source; a barrel's own code only runs its bare `import 'x'`s. */
  takes: { source: Source; names: Wanted }[];
  forwards?: { named: Map<string, { source: Source; name: string }[]>; stars: Source[] };
  /**
   * The names a module with code of its own exports, when all of them can be read (no `export *`, no
   * destructured export). An index that re-exports it whole is asked for names it may not have: the
   * module is taken only if it has one of them.
   */
  exports?: ReadonlySet<string>;
}

const nameOf = (node: ESTree.IdentifierName | ESTree.IdentifierReference | ESTree.StringLiteral) =>
  node.type === 'Literal' ? String(node.value) : node.name;

const isGathering = (declarator: ESTree.VariableDeclarator) =>
  declarator.id.type === 'Identifier' &&
  declarator.init?.type === 'ObjectExpression' &&
  declarator.init.properties.every(
    (property) => property.type === 'Property' && !property.computed && property.value.type === 'Identifier',
  );

/**
 * The names read from a namespace import (`import * as toast from 'x'`, then
 * `toast.createStore(…)`), or undefined when the namespace is used otherwise
 * (passed along, spread, indexed): then it counts as taking the whole module.
 */
function memberNamesOf(program: ESTree.Program, local: string): string[] | undefined {
  const names = new Set<string>();
  let escapes = false;
  const visit = (node: unknown, parent: unknown): void => {
    if (escapes || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    const current = node as { type?: string; name?: string };
    if (current.type === 'Identifier' && current.name === local) {
      const member = parent as ESTree.MemberExpression | undefined;
      if (member?.type === 'MemberExpression' && member.object === node && !member.computed)
        names.add((member.property as ESTree.IdentifierName).name);
      else if ((parent as { type?: string } | undefined)?.type !== 'ImportNamespaceSpecifier') escapes = true;
      return;
    }
    for (const [key, child] of Object.entries(current)) if (key !== 'type') visit(child, node);
  };
  visit(program.body, undefined);
  return escapes ? undefined : [...names];
}

/** Reads a module's static imports and, for a barrel, where each of its exports comes from ('*' = a namespace). */
export function readLinks(program: ESTree.Program): ModuleLinks {
  const takes: ModuleLinks['takes'] = [];
  const bare: string[] = [];
  const imported = new Map<string, { source: string; name: string }>();
  const named = new Map<string, { source: string; name: string }[]>();
  // `var group = { connect, machine }`: an object that only gathers imports, as zag's indexes do.
  const gathered = new Map<string, string[]>();
  const stars: string[] = [];
  const forwardedLocals: { local: string; exported: string }[] = [];
  let barrel = true;
  // The module's exports by name, or undefined once one cannot be named.
  let exports: Set<string> | undefined = new Set();
  const exportDeclared = (declaration: ESTree.Declaration) => {
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations)
        if (declarator.id.type === 'Identifier') exports?.add(declarator.id.name);
        else exports = undefined;
    } else if ('id' in declaration && declaration.id?.type === 'Identifier') exports?.add(declaration.id.name);
    else exports = undefined;
  };
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const source = node.source.value;
      if (node.specifiers.length === 0) bare.push(source);
      const names: string[] = [];
      let whole = node.specifiers.length === 0;
      for (const specifier of node.specifiers) {
        const name =
          specifier.type === 'ImportSpecifier'
            ? nameOf(specifier.imported)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        const members = name === '*' ? memberNamesOf(program, specifier.local.name) : undefined;
        if (name === '*' && members === undefined) whole = true;
        else names.push(...(members ?? [name]));
        imported.set(specifier.local.name, { source, name });
      }
      takes.push({ source, names: whole ? '*' : names });
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration === null) {
      for (const specifier of node.specifiers) {
        const exported = nameOf(specifier.exported);
        exports?.add(exported);
        if (node.source) {
          const forward = { source: node.source.value, name: nameOf(specifier.local) };
          named.set(exported, [forward]);
          takes.push({ source: forward.source, names: [forward.name] });
        } else forwardedLocals.push({ local: nameOf(specifier.local), exported });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const source = node.source.value;
      if (node.exported) {
        named.set(nameOf(node.exported), [{ source, name: '*' }]);
        exports?.add(nameOf(node.exported));
      } else {
        stars.push(source);
        exports = undefined;
      }
      takes.push({ source, names: '*' });
    } else if (node.type === 'VariableDeclaration' && node.declarations.every(isGathering)) {
      for (const declarator of node.declarations)
        gathered.set(
          (declarator.id as ESTree.BindingIdentifier).name,
          (declarator.init as ESTree.ObjectExpression).properties.map(
            (property) => ((property as ESTree.ObjectProperty).value as ESTree.IdentifierReference).name,
          ),
        );
    } else if (!(node.type === 'ExpressionStatement' && node.directive)) {
      barrel = false; // 'use strict' is no code
      if (node.type === 'ExportNamedDeclaration' && node.declaration) exportDeclared(node.declaration);
      else if (node.type === 'ExportDefaultDeclaration') exports?.add('default');
    }
  }
  for (const { local, exported } of forwardedLocals) {
    const origins = (gathered.get(local) ?? [local]).map((name) => imported.get(name));
    if (origins.every((origin) => origin !== undefined)) named.set(exported, origins);
    else barrel = false;
  }
  // A module that exports nothing by ESM (CommonJS) may still be asked for names: it is taken whole.
  if (!barrel) return exports && exports.size > 0 ? { takes, exports } : { takes };
  return { takes: bare.map((source) => ({ source, names: '*' })), forwards: { named, stars } };
}

/** The same links with each source mapped (a specifier to the module id it resolves to). */
export function mapSources<From, To>(links: ModuleLinks<From>, to: (source: From) => To): ModuleLinks<To> {
  return {
    takes: links.takes.map((take) => ({ source: to(take.source), names: take.names })),
    forwards: links.forwards && {
      named: new Map(
        [...links.forwards.named].map(([name, forwarded]) => [
          name,
          forwarded.map((forward) => ({ source: to(forward.source), name: forward.name })),
        ]),
      ),
      stars: links.forwards.stars.map(to),
    },
    ...(links.exports ? { exports: links.exports } : {}),
  };
}

/** Every source a module's links name. */
const sourcesOf = <Source,>(links: ModuleLinks<Source>) =>
  new Set([
    ...links.takes.map((take) => take.source),
    ...[...(links.forwards?.named.values() ?? [])].flat().map((forward) => forward.source),
    ...(links.forwards?.stars ?? []),
  ]);

/**
 * The modules that `starts` reach through static imports, following a barrel
 * only along the names taken from it. A module without links (no code, or code
 * that did not parse) is followed along all its `importsOf`.
 */
export function reachByName(
  starts: Iterable<string>,
  linksOf: (id: string) => ModuleLinks<string> | undefined,
  importsOf: StaticImports,
): Set<string> {
  const whole = new Set<string>();
  const namesTaken = new Map<string, Set<string>>();
  const queue: { id: string; names: Wanted }[] = [...starts].map((id) => ({ id, names: '*' }));
  const take = (id: string, name: string) => queue.push({ id, names: name === '*' ? '*' : [name] });
  const takeWritten = (links: ModuleLinks<string>) =>
    queue.push(...links.takes.map(({ source, names }) => ({ id: source, names })));
  while (queue.length > 0) {
    const { id, names } = queue.pop() as { id: string; names: Wanted };
    if (whole.has(id)) continue;
    const links = linksOf(id);
    if (!links) {
      whole.add(id);
      for (const next of importsOf(id)) queue.push({ id: next, names: '*' });
      continue;
    }
    const { forwards, exports } = links;
    // Asked through an index's `export *` for names it does not have: not taken (yet).
    if (!forwards && names !== '*' && exports && !names.some((name) => exports.has(name))) continue;
    if (!forwards || names === '*') {
      whole.add(id);
      takeWritten(links);
      // What the code links without an import statement (a CommonJS require) is taken whole.
      const written = new Set(links.takes.map((take) => take.source));
      if (!forwards) for (const next of importsOf(id)) if (!written.has(next)) take(next, '*');
      for (const forward of [...(forwards?.named.values() ?? [])].flat()) take(forward.source, forward.name);
      for (const star of forwards?.stars ?? []) take(star, '*');
      continue;
    }
    let taken = namesTaken.get(id);
    if (!taken) {
      taken = new Set();
      namesTaken.set(id, taken);
      takeWritten(links);
    }
    for (const name of names) {
      if (taken.has(name)) continue;
      taken.add(name);
      const forwarded = forwards.named.get(name);
      if (forwarded) for (const forward of forwarded) take(forward.source, forward.name);
      else for (const star of forwards.stars) take(star, name);
    }
  }
  return new Set([...whole, ...namesTaken.keys()]);
}

/** The module graph as the plugin reads it. */
export interface ModuleGraph {
  importsOf: StaticImports;
  /** A module's dynamic imports: code it may load later. */
  lazyImportsOf: StaticImports;
  /** A module's links by name (see `readLinks`), when its code was read. */
  linksOf: (id: string) => ModuleLinks<string> | undefined;
}

/**
 * The modules that the `entries` reach through static imports and that the
 * public pages never load: neither what the `sharedWith` modules reach nor what
 * those load later by dynamic import (the assistant's widget, translations),
 * short of the `entries` themselves and of the `privateEntries` (the account
 * app). What the public side reaches is followed by name through barrels, so an
 * icon or a part only the entries use counts as theirs even when a public
 * island imports other names from the same index. The entries themselves stay
 * out (each remains its own chunk, which the prerender finds in the manifest).
 */
export function exclusiveModules(
  moduleIds: Iterable<string>,
  graph: ModuleGraph,
  options: { entries: RegExp; sharedWith: RegExp; privateEntries?: RegExp; keepIndexes?: boolean },
): Set<string> {
  const ids = [...moduleIds];
  const starts = new Set(ids.filter((id) => options.entries.test(id)));
  const isPrivate = (id: string) => starts.has(id) || (options.privateEntries?.test(id) ?? false);
  const publicStarts = new Set(ids.filter((id) => options.sharedWith.test(id)));
  let shared = new Set<string>();
  for (let grown = true; grown; ) {
    shared = reachByName(publicStarts, graph.linksOf, graph.importsOf);
    const before = publicStarts.size;
    for (const id of shared) for (const lazy of graph.lazyImportsOf(id)) if (!isPrivate(lazy)) publicStarts.add(lazy);
    grown = publicStarts.size > before;
  }
  const ownReach = reachByName(starts, graph.linksOf, graph.importsOf);
  // A barrel stays out too: what little code it has (a gathering object) may serve lazy parts only.
  return new Set(
    [...ownReach].filter((id) => !shared.has(id) && !starts.has(id) && (options.keepIndexes || !graph.linksOf(id)?.forwards)),
  );
}

/**
 * The modules matching `take` (small ones, such as icons) that the `entries`
 * reach through static imports, that the public pages do not load at start
 * (what the `atStart` modules reach statically) and that are not in
 * `exclusive`: what the entries need at once and share only with parts the
 * public pages load later (the toaster, the forms that start when the page is
 * idle). Left to the automatic splitting, each is a chunk of its own, or sits
 * in another entry's chunk that the entries then load for it alone.
 */
export function sharedLaterModules(
  moduleIds: Iterable<string>,
  graph: ModuleGraph,
  options: { entries: RegExp; atStart: RegExp; take: RegExp; exclusive: ReadonlySet<string> },
): Set<string> {
  const ids = [...moduleIds];
  const starts = ids.filter((id) => options.entries.test(id));
  const atStart = reachByName(
    ids.filter((id) => options.atStart.test(id)),
    graph.linksOf,
    graph.importsOf,
  );
  return new Set(
    [...reachByName(starts, graph.linksOf, graph.importsOf)].filter(
      (id) => options.take.test(id) && !atStart.has(id) && !options.exclusive.has(id) && !graph.linksOf(id)?.forwards,
    ),
  );
}

/**
 * The `entries` (code loaded by dynamic import, all at the same moment) with
 * what only they need: the modules they reach through static imports that the
 * public pages never load (as `exclusiveModules` reads it) and that are not in
 * `exclusive` (another group's). Left to the automatic splitting, each part
 * the entries share with a different set of later chunks is a file of its own.
 */
export function loadedTogetherModules(
  moduleIds: Iterable<string>,
  graph: ModuleGraph,
  options: { entries: RegExp; sharedWith: RegExp; privateEntries?: RegExp; exclusive: ReadonlySet<string> },
): Set<string> {
  const ids = [...moduleIds];
  // The indexes they alone reach come too: their bit of code (zag's `{ connect, machine }`) would otherwise stay
  // in an entry's facade, which the chunk then imports, one more request.
  const own = exclusiveModules(ids, graph, { ...options, keepIndexes: true });
  return new Set([...ids.filter((id) => options.entries.test(id)), ...own].filter((id) => !options.exclusive.has(id)));
}

/**
 * Moves into `shared` every module of `own` that a module of `shared` imports, however deep (an index that a
 * shared part takes a name from still imports, for its own code, the parts it gathers): so the chunk of `shared`
 * never imports the chunk of `own`, and what loads only the shared chunk loads nothing of `own`.
 */
export function closeOverImports(
  own: ReadonlySet<string>,
  shared: ReadonlySet<string>,
  importsOf: StaticImports,
): { own: Set<string>; shared: Set<string> } {
  const mine = new Set(own);
  const theirs = new Set(shared);
  for (const id of theirs)
    for (const next of importsOf(id))
      if (mine.has(next)) {
        mine.delete(next);
        theirs.add(next); // visited in turn: a Set's iteration reaches what is added during it
      }
  return { own: mine, shared: theirs };
}

const anyOf = (...patterns: (RegExp | undefined)[]) =>
  new RegExp(
    patterns
      .filter((pattern) => pattern !== undefined)
      .map((pattern) => `(?:${pattern.source})`)
      .join('|'),
  );

type ChunkGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };

export interface ExclusiveChunk {
  /** Add to the client build's plugins: it reads the module graph once the build has it. */
  plugin: Plugin;
  /** Add to `build.rolldownOptions.output.codeSplitting.groups`: the chunk, and the `alongside` and `atHydration` ones if asked for. */
  groups: ChunkGroup[];
}

/**
 * One chunk for the code that only some dynamic entries need.
 *
 * Rolldown's automatic splitting makes a chunk for every distinct set of entries
 * that share a module. The account screens' islands share their code in so many
 * combinations that /login needed 41 script files, most of them 200-600 B: on
 * HTTP/1.1 and a 3G phone (six connections, 562 ms a request) that is seven
 * round trips before Sign In works. This gathers what only these entries reach
 * into one chunk; what the public pages' islands also reach, at load or later,
 * stays where it was, so the landing page loads exactly the same files and
 * caches them for /login.
 *
 * Icon sets and libraries are imported through their indexes, so the reach is
 * read by name (`readLinks`, `reachByName`): with every module an index lists,
 * each icon or part any public island might import counted as shared, and the
 * sign-in pages needed 31 files instead of 28.
 *
 * The group does not take the modules' dependencies along
 * (`includeDependenciesRecursively: false`): those are, by construction,
 * reachable from `sharedWith` too, or indexes, so they are in chunks the
 * group's chunk imports (order kept).
 */
export function exclusiveChunk(options: {
  name: string;
  entries: RegExp;
  sharedWith: RegExp;
  privateEntries?: RegExp;
  /**
   * One more chunk: the modules matching `take` that the entries need at once and that the public pages load
   * only later, not with the modules matching `atStart` (see `sharedLaterModules`).
   */
  alongside?: { name: string; take: RegExp; atStart: RegExp };
  /**
   * Two more chunks: the parts the entries fetch by dynamic import as soon as they hydrate (`entries`), with what
   * only those parts need (see `loadedTogetherModules`); and `${name}-shared`, what those parts share with the
   * `privateEntries` alone, which those load too (so they never load the parts themselves).
   */
  atHydration?: { name: string; entries: RegExp };
}): ExclusiveChunk {
  let members = new Set<string>();
  let alongsideMembers = new Set<string>();
  let hydrationMembers = new Set<string>();
  let hydrationSharedMembers = new Set<string>();
  const { alongside, atHydration } = options;
  return {
    plugin: {
      name: `exclusive-chunk:${options.name}`,
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      async buildEnd() {
        const ids = [...this.getModuleIds()];
        const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
        const links = new Map<string, ModuleLinks<string>>();
        await Promise.all(
          ids.map(async (id) => {
            const code = this.getModuleInfo(id)?.code;
            if (!code) return;
            let written: ModuleLinks;
            try {
              written = readLinks(this.parse(code));
            } catch {
              return; // not JavaScript: followed along all its imports
            }
            const known = new Set(importsOf(id));
            const resolved = new Map<string, string | undefined>();
            for (const source of sourcesOf(written)) resolved.set(source, (await this.resolve(source, id))?.id);
            // A source that does not resolve to one of the module's known imports (an external, a
            // virtual module): the module is followed along all its imports instead, to stay safe.
            if ([...resolved.values()].some((target) => target === undefined || !known.has(target))) return;
            links.set(
              id,
              mapSources(written, (source) => resolved.get(source) as string),
            );
          }),
        );
        const lazyImportsOf = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
        const graph: ModuleGraph = { importsOf, lazyImportsOf, linksOf: (id) => links.get(id) };
        members = exclusiveModules(ids, graph, options);
        if (members.size === 0) this.error(`exclusive-chunk '${options.name}': no module matched; check its entries`);
        if (alongside)
          alongsideMembers = sharedLaterModules(ids, graph, { ...alongside, entries: options.entries, exclusive: members });
        if (atHydration) {
          const taken = { entries: atHydration.entries, exclusive: new Set([...members, ...alongsideMembers]) };
          // Not shared with the public pages, which reach the cards only through the island registry's imports.
          const withPrivate = loadedTogetherModules(ids, graph, {
            ...taken,
            sharedWith: options.sharedWith,
            privateEntries: anyOf(options.entries, options.privateEntries),
          });
          // Nor with the private entries (the account app), now or later.
          const strict = loadedTogetherModules(ids, graph, {
            ...taken,
            sharedWith: anyOf(options.sharedWith, options.privateEntries),
            privateEntries: options.entries,
          });
          ({ own: hydrationMembers, shared: hydrationSharedMembers } = closeOverImports(
            strict,
            new Set([...withPrivate].filter((id) => !strict.has(id))),
            importsOf,
          ));
          if (![...hydrationMembers].some((id) => atHydration.entries.test(id)))
            this.error(`exclusive-chunk '${atHydration.name}': no module matched; check its entries`);
        }
      },
    },
    groups: [
      { name: options.name, test: (id) => members.has(id), includeDependenciesRecursively: false },
      ...(alongside
        ? [
            {
              name: alongside.name,
              test: (id: string) => alongsideMembers.has(id),
              includeDependenciesRecursively: false as const,
            },
          ]
        : []),
      ...(atHydration
        ? [
            {
              name: atHydration.name,
              test: (id: string) => hydrationMembers.has(id),
              includeDependenciesRecursively: false as const,
            },
            {
              name: `${atHydration.name}-shared`,
              test: (id: string) => hydrationSharedMembers.has(id),
              includeDependenciesRecursively: false as const,
            },
          ]
        : []),
    ],
  };
}
