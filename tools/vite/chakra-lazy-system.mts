/**
 * Chakra v3's `createSystem` builds, eagerly, the CSS objects of the reset, the
 * global styles and every design token (`system._global`) and a map of every
 * token value. On a cheap phone that is most of the time the system costs to
 * create (about 0.4 s of a 4x-throttled main thread, chakra-ui issues 10413 and
 * 10878), yet a prerendered page already carries that CSS in its HTML, so the
 * browser never needs it there (see libs/ui UiProvider).
 *
 * This transform makes both lazy: they are computed on first use, with the same
 * result. It is exact-match: when Chakra's source changes (an upgrade), the build
 * fails here instead of silently doing the eager work again.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const edits: ReadonlyArray<readonly [string, string]> = [
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

export function chakraLazySystem(): Plugin {
  return {
    name: 'intambwe:chakra-lazy-system',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id) || code.includes('globalStylesOnce')) return null;
      let patched = code;
      for (const [eager, lazy] of edits) {
        if (!patched.includes(eager)) {
          this.error(`@chakra-ui/react's styled-system/system.js no longer contains ${JSON.stringify(eager.slice(0, 60))}…: update tools/vite/chakra-lazy-system.mts`);
        }
        patched = patched.replace(eager, lazy);
      }
      return { code: patched, map: null };
    },
  };
}
