import { parseSync } from 'vite';
import {
  closeOverImports,
  exclusiveModules,
  loadedTogetherModules,
  mapSources,
  readLinks,
  reachByName,
  sharedLaterModules,
  type ModuleGraph,
  type ModuleLinks,
} from './exclusive-chunk.mts';

const links = (code: string) => readLinks(parseSync('module.js', code).program);

// A small graph: two card islands, a public island, and what they import.
const graph: Record<string, string[]> = {
  '/libs/auth/src/islands/login.tsx': ['/libs/auth/src/login-card.tsx', '/libs/ui/src/kit.tsx'],
  '/libs/auth/src/islands/register.tsx': ['/libs/auth/src/register-card.tsx', '/libs/auth/src/form.ts'],
  '/libs/auth/src/login-card.tsx': ['/libs/auth/src/form.ts', '/libs/ui/src/kit.tsx'],
  '/libs/auth/src/register-card.tsx': ['/libs/auth/src/form.ts'],
  '/libs/auth/src/form.ts': ['/node_modules/valibot/index.mjs', '/libs/auth/src/session.ts'],
  '/libs/landing/src/islands/menu.ts': ['/libs/ui/src/kit.tsx', '/libs/auth/src/session.ts'],
  '/libs/ui/src/kit.tsx': ['/node_modules/react/index.js'],
  '/libs/auth/src/session.ts': [],
  '/node_modules/valibot/index.mjs': [],
  '/node_modules/react/index.js': [],
};
const options = { entries: /islands\/(login|register)\.tsx$/, sharedWith: /libs\/landing\/src\/islands\// };
const plainGraph = (imports: Record<string, string[]>, more: Partial<ModuleGraph> = {}): ModuleGraph => ({
  importsOf: (id) => imports[id] ?? [],
  lazyImportsOf: () => [],
  linksOf: () => undefined,
  ...more,
});

describe('exclusiveModules', () => {
  it('gathers what only the entries reach, however deep, and leaves the entries themselves out', () => {
    expect([...exclusiveModules(Object.keys(graph), plainGraph(graph), options)].sort()).toEqual([
      '/libs/auth/src/form.ts',
      '/libs/auth/src/login-card.tsx',
      '/libs/auth/src/register-card.tsx',
      '/node_modules/valibot/index.mjs',
    ]);
  });

  it('leaves out everything a public island also reaches, the things behind it included', () => {
    const members = exclusiveModules(Object.keys(graph), plainGraph(graph), options);
    for (const shared of ['/libs/ui/src/kit.tsx', '/node_modules/react/index.js', '/libs/auth/src/session.ts'])
      expect(members.has(shared), shared).toBe(false);
  });

  it('survives a cycle in the graph', () => {
    const cyclic: Record<string, string[]> = { ...graph, '/libs/auth/src/session.ts': ['/libs/auth/src/form.ts'] };
    const members = exclusiveModules(Object.keys(cyclic), plainGraph(cyclic), options);
    // The public island now reaches form.ts (and valibot) through session.ts.
    expect([...members].sort()).toEqual(['/libs/auth/src/login-card.tsx', '/libs/auth/src/register-card.tsx']);
  });

  it('is empty when no entry matches', () => {
    expect(exclusiveModules(Object.keys(graph), plainGraph(graph), { ...options, entries: /nothing\.tsx$/ }).size).toBe(0);
  });

  it('counts what a public island loads later as shared, but not the entries or a private entry it may load', () => {
    const lazy: Record<string, string[]> = {
      '/libs/landing/src/islands/menu.ts': [
        '/libs/chat/src/widget.tsx',
        '/libs/auth/src/islands/login.tsx',
        '/app/entries/account.tsx',
      ],
    };
    const withLazy: Record<string, string[]> = {
      ...graph,
      '/libs/chat/src/widget.tsx': ['/node_modules/valibot/index.mjs'],
      '/app/entries/account.tsx': ['/libs/auth/src/login-card.tsx'],
    };
    const members = exclusiveModules(Object.keys(withLazy), plainGraph(withLazy, { lazyImportsOf: (id) => lazy[id] ?? [] }), {
      ...options,
      privateEntries: /\/app\/entries\//,
    });
    // valibot is in the assistant's widget, which the menu loads on a tap; login-card only the account app also uses.
    expect([...members].sort()).toEqual([
      '/libs/auth/src/form.ts',
      '/libs/auth/src/login-card.tsx',
      '/libs/auth/src/register-card.tsx',
    ]);
  });

  it('follows an index by the names taken from it: an icon only the cards use is theirs, the index itself stays out', () => {
    const icons: Record<string, string[]> = {
      '/libs/auth/src/islands/login.tsx': ['/icons/index.mjs'],
      '/libs/landing/src/islands/menu.ts': ['/icons/index.mjs'],
      '/icons/index.mjs': ['/icons/mail.mjs', '/icons/menu.mjs'],
      '/icons/mail.mjs': ['/icons/create-icon.mjs'],
      '/icons/menu.mjs': ['/icons/create-icon.mjs'],
      '/icons/create-icon.mjs': [],
    };
    const written: Record<string, ModuleLinks> = {
      '/libs/auth/src/islands/login.tsx': { takes: [{ source: '/icons/index.mjs', names: ['Mail'] }] },
      '/libs/landing/src/islands/menu.ts': { takes: [{ source: '/icons/index.mjs', names: ['Menu'] }] },
      '/icons/index.mjs': {
        takes: [],
        forwards: {
          named: new Map([
            ['Mail', [{ source: '/icons/mail.mjs', name: 'default' }]],
            ['Menu', [{ source: '/icons/menu.mjs', name: 'default' }]],
          ]),
          stars: [],
        },
      },
    };
    const members = exclusiveModules(Object.keys(icons), plainGraph(icons, { linksOf: (id) => written[id] }), options);
    expect([...members]).toEqual(['/icons/mail.mjs']);
    // Without reading the index by name, every icon would count as shared.
    expect(exclusiveModules(Object.keys(icons), plainGraph(icons), options).size).toBe(0);
  });
});

describe('sharedLaterModules', () => {
  // The cards show a check and an eye at once; the toaster, which the public pages load later, shares the check;
  // the menu, loaded at start, shares the sun; the key only the cards use is already in their own chunk.
  const icons: Record<string, string[]> = {
    '/libs/auth/src/islands/login.tsx': ['/icons/check.mjs', '/icons/eye.mjs', '/icons/sun.mjs', '/icons/key.mjs', '/libs/auth/src/form.ts'],
    '/apps/web/src/start-page-islands.tsx': ['/libs/landing/src/menu.tsx'],
    '/libs/landing/src/menu.tsx': ['/icons/sun.mjs'],
    '/libs/ui/src/toaster.tsx': ['/icons/check.mjs'],
    '/libs/auth/src/form.ts': [],
    '/icons/check.mjs': [],
    '/icons/eye.mjs': [],
    '/icons/sun.mjs': [],
    '/icons/key.mjs': [],
  };
  const options = {
    entries: /islands\/login\.tsx$/,
    atStart: /start-page-islands\.tsx$/,
    take: /^\/icons\//,
    exclusive: new Set(['/icons/key.mjs', '/libs/auth/src/form.ts']),
  };

  it('gathers the icons the entries need at once that the public pages do not load at start', () => {
    expect([...sharedLaterModules(Object.keys(icons), plainGraph(icons), options)].sort()).toEqual([
      '/icons/check.mjs',
      '/icons/eye.mjs',
    ]);
  });

  it('takes nothing the public pages load at start, nothing already exclusive, nothing `take` does not match', () => {
    const members = sharedLaterModules(Object.keys(icons), plainGraph(icons), options);
    for (const left of ['/icons/sun.mjs', '/icons/key.mjs', '/libs/auth/src/form.ts']) expect(members.has(left), left).toBe(false);
  });
});

describe('loadedTogetherModules', () => {
  // As the login card hydrates it fetches the toaster's view and the passkey button. The view's portal and the
  // toast library (through its index) are theirs alone; the close icon is the assistant's too; the card's form
  // is already in the card's own chunk.
  const lazyGraph: Record<string, string[]> = {
    '/libs/auth/src/islands/login.tsx': ['/libs/auth/src/form.ts'],
    '/libs/ui/src/toaster-view.tsx': ['/node_modules/toast/index.mjs', '/node_modules/portal.js', '/icons/x.mjs'],
    '/libs/auth/src/passkey-sign-in.tsx': ['/libs/auth/src/form.ts', '/icons/key.mjs'],
    '/node_modules/toast/index.mjs': ['/node_modules/toast/machine.mjs'],
    '/node_modules/toast/machine.mjs': [],
    '/node_modules/portal.js': [],
    '/libs/landing/src/islands/menu.ts': [],
    '/libs/chat/src/widget.tsx': ['/icons/x.mjs'],
    '/libs/auth/src/form.ts': [],
    '/libs/auth/src/link-dialog.tsx': ['/node_modules/portal.js'],
    '/icons/x.mjs': [],
    '/icons/key.mjs': [],
  };
  // The menu loads the login card only through the island registry; the card loads its Google dialog on a press.
  const lazy: Record<string, string[]> = {
    '/libs/landing/src/islands/menu.ts': ['/libs/chat/src/widget.tsx', '/libs/auth/src/islands/login.tsx'],
    '/libs/auth/src/islands/login.tsx': [
      '/libs/ui/src/toaster-view.tsx',
      '/libs/auth/src/passkey-sign-in.tsx',
      '/libs/auth/src/link-dialog.tsx',
    ],
  };
  // zag's indexes gather what they import in an object (`{ connect, machine }`): an index, with a little code.
  const written: Record<string, ModuleLinks> = {
    '/node_modules/toast/index.mjs': {
      takes: [],
      forwards: { named: new Map([['machine', [{ source: '/node_modules/toast/machine.mjs', name: 'machine' }]]]), stars: [] },
    },
  };
  const together = (more: { exclusive?: Set<string>; privateEntries?: RegExp } = {}) =>
    loadedTogetherModules(
      Object.keys(lazyGraph),
      plainGraph(lazyGraph, { lazyImportsOf: (id) => lazy[id] ?? [], linksOf: (id) => written[id] }),
      {
        entries: /(toaster-view|passkey-sign-in)\.tsx$/,
        sharedWith: /libs\/landing\/src\/islands\//,
        privateEntries: /islands\/login\.tsx$/,
        exclusive: new Set(['/libs/auth/src/form.ts']),
        ...more,
      },
    );

  it('takes the entries, what only they reach, and the indexes only they reach', () => {
    expect([...together()].sort()).toEqual([
      '/icons/key.mjs',
      '/libs/auth/src/passkey-sign-in.tsx',
      '/libs/ui/src/toaster-view.tsx',
      '/node_modules/portal.js',
      '/node_modules/toast/index.mjs',
      '/node_modules/toast/machine.mjs',
    ]);
  });

  it("leaves out what the public pages load, now or later, and what is another group's", () => {
    const members = together();
    for (const left of ['/icons/x.mjs', '/libs/auth/src/form.ts']) expect(members.has(left), left).toBe(false);
  });

  it("counts what the card's other lazy parts use as shared when the card is not private (the registry loads it)", () => {
    const members = together({ privateEntries: /nothing/ });
    expect(members.has('/node_modules/portal.js')).toBe(false);
    expect(members.has('/libs/ui/src/toaster-view.tsx')).toBe(true);
  });
});

describe('closeOverImports', () => {
  it('moves to the shared side what a shared module imports, however deep, so that side imports nothing of the other', () => {
    // A toast index the account app takes a store from still gathers the group machine for its own code.
    const imports: Record<string, string[]> = {
      '/toast/index.mjs': ['/toast/group.mjs', '/toast/store.mjs'],
      '/toast/group.mjs': ['/toast/timers.mjs'],
      '/toaster-view.tsx': ['/toast/index.mjs', '/toast/root.mjs'],
    };
    const { own, shared } = closeOverImports(
      new Set(['/toaster-view.tsx', '/toast/root.mjs', '/toast/group.mjs', '/toast/timers.mjs']),
      new Set(['/toast/index.mjs', '/toast/store.mjs']),
      (id) => imports[id] ?? [],
    );
    expect([...own].sort()).toEqual(['/toast/root.mjs', '/toaster-view.tsx']);
    expect([...shared].sort()).toEqual(['/toast/group.mjs', '/toast/index.mjs', '/toast/store.mjs', '/toast/timers.mjs']);
  });
});

describe('reachByName', () => {
  const index: ModuleLinks = {
    takes: [{ source: '/polyfill.mjs', names: '*' }],
    forwards: {
      named: new Map([
        ['a', [{ source: '/a.mjs', name: 'default' }]],
        [
          'group',
          [
            { source: '/b.mjs', name: 'connect' },
            { source: '/c.mjs', name: 'machine' },
          ],
        ],
      ]),
      stars: ['/rest/index.mjs'],
    },
  };
  const rest: ModuleLinks = {
    takes: [],
    forwards: { named: new Map([['d', [{ source: '/d.mjs', name: 'd' }]]]), stars: [] },
  };
  const linksOf = (id: string) =>
    ({
      '/index.mjs': index,
      '/rest/index.mjs': rest,
      '/user.mjs': { takes: [{ source: '/index.mjs', names: ['group'] }] },
    })[id];
  const imports: Record<string, string[]> = {
    '/index.mjs': ['/polyfill.mjs', '/a.mjs', '/b.mjs', '/c.mjs', '/rest/index.mjs'],
    '/rest/index.mjs': ['/d.mjs'],
    '/user.mjs': ['/index.mjs', '/legacy.cjs'],
    '/legacy.cjs': [],
  };
  const importsOf = (id: string) => imports[id] ?? [];

  it('takes from an index only the modules behind the names asked for, plus its bare imports', () => {
    expect([...reachByName(['/user.mjs'], linksOf, importsOf)].sort()).toEqual([
      '/b.mjs',
      '/c.mjs',
      '/index.mjs',
      '/legacy.cjs',
      '/polyfill.mjs',
      '/user.mjs',
    ]);
  });

  it('looks for a name it does not list in the indexes it re-exports whole', () => {
    const asksForD = (id: string) => (id === '/user.mjs' ? { takes: [{ source: '/index.mjs', names: ['d'] }] } : linksOf(id));
    expect(reachByName(['/user.mjs'], asksForD, importsOf).has('/d.mjs')).toBe(true);
  });

  it("asks a module with code that an index re-exports whole only for the names it exports (a contract's schemas)", () => {
    // `export * from './account'; export * from './inputs'`: a page that takes EmailSchema needs inputs, not account.
    const contract: Record<string, ModuleLinks | undefined> = {
      '/contract/index.mjs': { takes: [], forwards: { named: new Map(), stars: ['/contract/account.mjs', '/contract/inputs.mjs'] } },
      '/contract/account.mjs': { takes: [{ source: '/valibot.mjs', names: ['object'] }], exports: new Set(['LoginSchema']) },
      '/contract/inputs.mjs': { takes: [], exports: new Set(['EmailSchema']) },
      '/legacy.cjs': { takes: [] }, // CommonJS: no exports read, so asked for any name it is taken
      '/island.mjs': { takes: [{ source: '/contract/index.mjs', names: ['EmailSchema'] }] },
    };
    const graphImports: Record<string, string[]> = {
      '/contract/index.mjs': ['/contract/account.mjs', '/contract/inputs.mjs'],
      '/contract/account.mjs': ['/valibot.mjs'],
    };
    const reach = reachByName(['/island.mjs'], (id) => contract[id], (id) => graphImports[id] ?? []);
    expect([...reach].sort()).toEqual(['/contract/index.mjs', '/contract/inputs.mjs', '/island.mjs']);
    // Asked for a name it has, or taken whole, it is taken with what it imports.
    const login = reachByName(['/contract/index.mjs'], (id) => contract[id], (id) => graphImports[id] ?? []);
    expect(login.has('/contract/account.mjs') && login.has('/valibot.mjs')).toBe(true);
    const withCjs: Record<string, ModuleLinks | undefined> = {
      ...contract,
      '/contract/index.mjs': { takes: [], forwards: { named: new Map(), stars: ['/legacy.cjs'] } },
    };
    expect(reachByName(['/island.mjs'], (id) => withCjs[id], () => []).has('/legacy.cjs')).toBe(true);
  });

  it('takes everything from an index taken whole, and all imports of a module it could not read', () => {
    expect([...reachByName(['/index.mjs'], linksOf, importsOf)].sort()).toEqual([
      '/a.mjs',
      '/b.mjs',
      '/c.mjs',
      '/d.mjs',
      '/index.mjs',
      '/polyfill.mjs',
      '/rest/index.mjs',
    ]);
    expect([...reachByName(['/user.mjs'], () => undefined, importsOf)].sort()).toEqual([
      '/a.mjs',
      '/b.mjs',
      '/c.mjs',
      '/d.mjs',
      '/index.mjs',
      '/legacy.cjs',
      '/polyfill.mjs',
      '/rest/index.mjs',
      '/user.mjs',
    ]);
  });
});

describe('readLinks', () => {
  it('reads an index of re-exports as forwards, by exported name', () => {
    const read = links(`
      import './polyfill.mjs';
      import * as index from './icons/index.mjs';
      import { machine } from './machine.mjs';
      import { connect as groupConnect } from './connect.mjs';
      var group = { connect: groupConnect, machine };
      export { default as Mail } from './icons/mail.mjs';
      export * from './more.mjs';
      export * as extra from './extra.mjs';
      export { index as icons, group };
    `);
    expect(read.takes).toEqual([{ source: './polyfill.mjs', names: '*' }]);
    expect(Object.fromEntries(read.forwards?.named ?? [])).toEqual({
      Mail: [{ source: './icons/mail.mjs', name: 'default' }],
      extra: [{ source: './extra.mjs', name: '*' }],
      icons: [{ source: './icons/index.mjs', name: '*' }],
      group: [
        { source: './connect.mjs', name: 'connect' },
        { source: './machine.mjs', name: 'machine' },
      ],
    });
    expect(read.forwards?.stars).toEqual(['./more.mjs']);
  });

  it("reads an index that starts with 'use strict' (lucide-react's) as an index all the same", () => {
    const read = links(`"use strict";\nexport { default as Mail } from './icons/mail.mjs';\nexport { default as Eye } from './icons/eye.mjs';`);
    expect(read.takes).toEqual([]);
    expect([...(read.forwards?.named.keys() ?? [])]).toEqual(['Mail', 'Eye']);
    // Any other statement is code of the module's own.
    expect(links(`"use strict"; run(); export { default as Mail } from './icons/mail.mjs';`).forwards).toBeUndefined();
  });

  it('reads the names a module with code exports, unless one cannot be named or it re-exports a module whole', () => {
    expect(
      links(
        "import { object } from 'valibot';\nexport const LoginSchema = object({});\nexport function check() {}\nconst a = 1;\nexport { a as alias };\nexport default check;",
      ).exports,
    ).toEqual(new Set(['LoginSchema', 'check', 'alias', 'default']));
    expect(links("export const { a, b } = make();\nfunction make() { return {}; }").exports).toBeUndefined();
    expect(links("export * from './rest';\nexport const a = 1;").exports).toBeUndefined();
    expect(links("module.exports = { a: 1 };").exports).toBeUndefined();
  });

  it('reads a module with code of its own as takes only, a namespace by the members it reads', () => {
    const read = links(`
      import * as toast from '@zag-js/toast';
      import React, { useState as useLocal } from 'react';
      import 'side-effect';
      export const createToaster = (props) => toast.createStore(props, toast.group);
      export { useLocal };
    `);
    expect(read.forwards).toBeUndefined();
    expect(read.takes).toEqual([
      { source: '@zag-js/toast', names: ['createStore', 'group'] },
      { source: 'react', names: ['default', 'useState'] },
      { source: 'side-effect', names: '*' },
    ]);
  });

  it('takes a whole namespace that escapes (passed along, indexed or re-exported)', () => {
    for (const use of ['keep(toast)', 'toast[name]()', 'export { toast }', 'const { a } = toast'])
      expect(links(`import * as toast from 'x'; const name = 'a'; ${use};`).takes[0], use).toEqual({
        source: 'x',
        names: '*',
      });
  });
});

describe('mapSources', () => {
  it('maps every source a module names: its takes, its forwards and its stars', () => {
    const mapped = mapSources(links(`import 'p'; export { a } from 'x'; export * from 'y';`), (source) => `/${source}.mjs`);
    expect(mapped.takes).toEqual([{ source: '/p.mjs', names: '*' }]);
    expect(Object.fromEntries(mapped.forwards?.named ?? [])).toEqual({ a: [{ source: '/x.mjs', name: 'a' }] });
    expect(mapped.forwards?.stars).toEqual(['/y.mjs']);
  });
});
