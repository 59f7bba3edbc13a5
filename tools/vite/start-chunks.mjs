/**
 * Puts the code a page runs as the app starts into one chunk per start step,
 * instead of the dozens of small shared chunks automatic splitting makes.
 * Compression cannot share what it learnt across files, so the first download
 * of `/` was about 10 KB (8 %) larger split than joined, and each file costs a
 * phone a request.
 *
 * It takes two builds (apps/web/scripts/build.mjs): the first, split
 * automatically, shows which modules each step really runs (after
 * tree-shaking, so a library's index that re-exports everything does not drag
 * in what only later parts use); the second puts exactly those modules in one
 * chunk per step. Whatever is loaded later (screens, sections, dialogs) is
 * split as usual.
 */
import { resolve } from 'node:path';

/**
 * Pass 1: reads, from an automatically split build, the modules each start step loads.
 * @param {{ root: string, entry: string, steps: Record<string, string>, onPlan: (plan: Map<string, string>) => void }} options
 *   root: the app's folder; entry: the entry module (what it needs stays in its own small chunk);
 *   steps: step name -> module the entry imports for that step, in start order; onPlan: receives module id -> step.
 * @returns {import('vite').Plugin}
 */
export function recordStartChunks({ root, entry, steps, onPlan }) {
  return {
    name: 'intambwe:record-start-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks.set(fileName, output);
      }
      // The chunk a module starts: its own (a dynamic entry), or the page entry holding it.
      const byFacade = (file) => {
        const id = resolve(root, file);
        const found = [...chunks.entries()].find(
          ([, chunk]) => chunk.facadeModuleId === id || (chunk.isEntry && chunk.moduleIds.includes(id)),
        );
        if (!found) this.error(`start-chunks: no chunk is made for ${file}`);
        return found[0];
      };
      const plan = new Map();
      const seenChunks = new Set();
      const claim = (name, fileName) => {
        const pending = [fileName];
        while (pending.length > 0) {
          const current = pending.pop();
          if (seenChunks.has(current)) continue;
          seenChunks.add(current);
          const chunk = chunks.get(current);
          if (!chunk) continue;
          for (const id of chunk.moduleIds) if (!plan.has(id)) plan.set(id, name);
          pending.push(...chunk.imports);
        }
      };
      claim('entry', byFacade(entry));
      for (const [name, file] of Object.entries(steps)) claim(name, byFacade(file));
      for (const [id, name] of plan) if (name === 'entry') plan.delete(id);
      onPlan(plan);
    },
  };
}

/**
 * Pass 2: one chunk per start step, holding the modules the plan gives it.
 * @param {Map<string, string>} plan module id -> step name (from recordStartChunks)
 * @param {string[]} stepNames in start order
 * @returns {import('vite').Plugin}
 */
export function startChunks(plan, stepNames) {
  return {
    name: 'intambwe:start-chunks',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const groups = stepNames.map((name, index) => ({
        name,
        priority: stepNames.length - index,
        test: (id) => plan.get(id) === name,
        // Exactly the modules the step ran in the first build: their imports are either in an earlier step or there too.
        includeDependenciesRecursively: false,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
