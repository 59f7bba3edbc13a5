import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import { staticClassName } from '../static/classes';
import type { StaticStyles } from './define-static-styles';

/** One class of CSS from a style object: the design system resolves tokens and conditions, emotion writes CSS text. */
export function staticRule(system: SystemContext, className: string, style: SystemStyleObject): string {
  const { styles } = serializeStyles([system.css(style) as Parameters<typeof serializeStyles>[0][number]]);
  return serialize(compile(`.${className}{${styles}}`), stringify);
}

/**
 * The CSS of every style of these definitions, in order. Duplicate namespaces
 * are an error: two components would fight over the same class names.
 */
export function renderStaticStyles(system: SystemContext, definitions: ReadonlyArray<StaticStyles<string>>): string {
  const seen = new Set<string>();
  let css = '';
  for (const definition of definitions) {
    if (seen.has(definition.namespace)) throw new Error(`static styles: the namespace '${definition.namespace}' is defined twice`);
    seen.add(definition.namespace);
    for (const [key, style] of Object.entries(definition.make(system))) {
      css += staticRule(system, staticClassName(definition.namespace, key), style as SystemStyleObject);
    }
  }
  return css;
}
