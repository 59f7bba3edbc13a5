import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';

/**
 * Styles written with the design system (tokens, conditions, recipes) and made
 * into plain CSS at build time: the page's stylesheet carries them, and the
 * browser never runs the design system for them. Components name them with
 * `staticClasses` from `@intambwe/ui/static` (class `<namespace>-<key>`).
 *
 * `make` receives the platform's Chakra system, so a style can start from a
 * recipe (`system.cva(buttonRecipe)({ variant: 'ghost' })`); combine a recipe's
 * class with a class of your own rather than merging them (recipes sit in the
 * `recipes` cascade layer, your own styles above every layer).
 */
export interface StaticStyles<K extends string> {
  readonly namespace: string;
  readonly make: (system: SystemContext) => Readonly<Record<K, SystemStyleObject>>;
  /** Types only: the keys, for `staticClasses<typeof styles>()`. */
  readonly keys?: K;
}

export function defineStaticStyles<const N extends string, K extends string>(
  namespace: N,
  make: (system: SystemContext) => Readonly<Record<K, SystemStyleObject>>,
): StaticStyles<K> & { readonly namespace: N } {
  if (!/^[a-z][a-z0-9-]*$/.test(namespace)) throw new Error(`static styles: '${namespace}' is not a kebab-case namespace`);
  return { namespace, make };
}
