/**
 * Two build-time changes to how Chakra v3 makes its system, both exact-match:
 * when Chakra's source changes (an upgrade), the build fails here instead of
 * silently doing the old work again.
 *
 * 1. Lazy global CSS. `createSystem` builds, eagerly, the CSS objects of the
 *    reset, the global styles and every design token (`system._global`) and a
 *    map of every token value. A prerendered page already carries that CSS in
 *    its HTML, so the browser never needs it there (see libs/ui UiProvider):
 *    both are now computed on first use, with the same result.
 * 2. A system made in steps. Making the system is one long piece of work
 *    (merging the configuration, building the token dictionary in eight
 *    passes, the utilities): on a cheap phone it blocked the page for several
 *    hundred milliseconds in one go (chakra-ui issues 10413 and 10878).
 *    `createSystemInSteps(step, ...configs)` does the same work, in the same
 *    order, awaiting `step()` between the passes, so the page can handle input
 *    and paint in between. `createSystem` itself is unchanged.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const TOKENS_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/;
const INDEX_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

type Edit = readonly [string, string];

function edit(code: string, edits: readonly Edit[], fail: (message: string) => never, what: string): string {
  let patched = code;
  for (const [before, after] of edits) {
    if (!patched.includes(before)) fail(`${what} no longer contains ${JSON.stringify(before.slice(0, 70))}…: update tools/vite/chakra-lazy-system.mts`);
    patched = patched.replace(before, after);
  }
  return patched;
}

/** The text of a top-level function, from its declaration to the next top-level declaration. */
function functionText(code: string, start: string, next: string, fail: (message: string) => never): string {
  const from = code.indexOf(start);
  const to = code.indexOf(next, from);
  if (from < 0 || to < 0) fail(`cannot find ${start} in Chakra's source: update tools/vite/chakra-lazy-system.mts`);
  return code.slice(from, to);
}

const lazySystemEdits: Edit[] = [
  [
    '  const tokenMap = getTokenMap(tokens);\n  const tokenFn = (path, fallback) => {\n    return tokenMap.get(path)?.value || fallback;\n  };\n  tokenFn.var = (path, fallback) => {\n    return tokenMap.get(path)?.variable || fallback;\n  };',
    '  let lazyTokenMap;\n  const tokenMapOnce = () => (lazyTokenMap ??= getTokenMap(tokens));\n  const tokenFn = (path, fallback) => {\n    return tokenMapOnce().get(path)?.value || fallback;\n  };\n  tokenFn.var = (path, fallback) => {\n    return tokenMapOnce().get(path)?.variable || fallback;\n  };',
  ],
  [
    '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    '  let lazyGlobalStyles;\n  const globalStylesOnce = () => (lazyGlobalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
  ],
  ['    _global,\n', '    get _global() {\n      return globalStylesOnce();\n    },\n'],
];

/** In the copy of createSystem: wait between merging, the token dictionary, the utilities and the rest. */
const systemStepEdits: Edit[] = [
  ['function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n', 'async function createSystemInSteps(step, ...configs) {\n  const config = mergeConfigs(...configs);\n  await step();\n'],
  ['  const tokens = createTokenDictionary({', '  const tokens = await createTokenDictionaryInSteps(step, {'],
  ['  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n', '  await step();\n  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  await step();\n'],
];

/** In the copy of createTokenDictionary: wait after reading the tokens and between the passes of build(). */
const tokenStepEdits: Edit[] = [
  ['function createTokenDictionary(options) {', 'async function createTokenDictionaryInSteps(step, options) {'],
  [
    '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }',
    '  async function build() {\n    applyMiddlewares("pre");\n    await step();\n    applyTransforms("pre");\n    await step();\n    addConditionalTokens();\n    await step();\n    addReferences();\n    await step();\n    expandTokenReferences$1();\n    await step();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    await step();\n    setupViews();\n  }',
  ],
  ['  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;', '  registerTokens();\n  await step();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  await build();\n  return dictionary;'],
];

export function chakraLazySystem(): Plugin {
  return {
    name: 'intambwe:chakra-lazy-system',
    enforce: 'pre',
    transform(code, id) {
      const fail = (message: string): never => this.error(message);
      if (SYSTEM_MODULE.test(id) && !code.includes('globalStylesOnce')) {
        const lazy = edit(code, lazySystemEdits, fail, "Chakra's styled-system/system.js");
        const inSteps = edit(functionText(lazy, 'function createSystem(', '\nfunction getTokenMap(', fail), systemStepEdits, fail, 'createSystem');
        const patched = edit(
          lazy,
          [
            ["import { createTokenDictionary } from './token-dictionary.js';", "import { createTokenDictionary, createTokenDictionaryInSteps } from './token-dictionary.js';"],
            ['export { createSystem, isValidSystem };', `${inSteps}\nexport { createSystem, createSystemInSteps, isValidSystem };`],
          ],
          fail,
          "Chakra's styled-system/system.js",
        );
        return { code: patched, map: null };
      }
      if (TOKENS_MODULE.test(id) && !code.includes('createTokenDictionaryInSteps')) {
        const inSteps = edit(functionText(code, 'function createTokenDictionary(', '\nfunction filterDefault(', fail), tokenStepEdits, fail, 'createTokenDictionary');
        const patched = edit(
          code,
          [['export { createTokenDictionary, tokenCategories };', `${inSteps}\nexport { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };`]],
          fail,
          "Chakra's styled-system/token-dictionary.js",
        );
        return { code: patched, map: null };
      }
      if (INDEX_MODULE.test(id) && !code.includes('createSystemInSteps')) {
        const patched = edit(
          code,
          [["export { createSystem, isValidSystem } from './styled-system/system.js';", "export { createSystem, createSystemInSteps, isValidSystem } from './styled-system/system.js';"]],
          fail,
          "Chakra's index.js",
        );
        return { code: patched, map: null };
      }
      return null;
    },
  };
}
