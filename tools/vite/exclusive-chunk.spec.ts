import { exclusiveModules } from './exclusive-chunk.mts';

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
const importsOf = (id: string) => graph[id] ?? [];
const entries = /islands\/(login|register)\.tsx$/;
const sharedWith = /libs\/landing\/src\/islands\//;

describe('exclusiveModules', () => {
  it('gathers what only the entries reach, however deep, and leaves the entries themselves out', () => {
    expect([...exclusiveModules(Object.keys(graph), importsOf, entries, sharedWith)].sort()).toEqual([
      '/libs/auth/src/form.ts',
      '/libs/auth/src/login-card.tsx',
      '/libs/auth/src/register-card.tsx',
      '/node_modules/valibot/index.mjs',
    ]);
  });

  it('leaves out everything a public island also reaches, the things behind it included', () => {
    const members = exclusiveModules(Object.keys(graph), importsOf, entries, sharedWith);
    for (const shared of ['/libs/ui/src/kit.tsx', '/node_modules/react/index.js', '/libs/auth/src/session.ts'])
      expect(members.has(shared), shared).toBe(false);
  });

  it('survives a cycle in the graph', () => {
    const cyclic: Record<string, string[]> = { ...graph, '/libs/auth/src/session.ts': ['/libs/auth/src/form.ts'] };
    const members = exclusiveModules(Object.keys(cyclic), (id) => cyclic[id] ?? [], entries, sharedWith);
    // The public island now reaches form.ts (and valibot) through session.ts.
    expect([...members].sort()).toEqual(['/libs/auth/src/login-card.tsx', '/libs/auth/src/register-card.tsx']);
  });

  it('is empty when no entry matches', () => {
    expect(exclusiveModules(Object.keys(graph), importsOf, /islands\/nothing\.tsx$/, sharedWith).size).toBe(0);
  });
});
