import postcss, { type Declaration } from 'postcss';

const TOKEN = /^--chakra-/;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

const referencesOf = (value: string) => [...value.matchAll(REFERENCE)].map((match) => match[1] as string);

/**
 * Removes the design tokens' custom properties a page's stylesheet declares
 * but never reads (Chakra writes all ~900 of them; a page reads a few hundred).
 * For pages where nothing styles itself in the browser (no Chakra runtime):
 * every rule that could ever apply is in the stylesheet, so every token it
 * needs is referenced there. A token read by another token that is kept is kept.
 */
export function pruneUnusedTokens(sheets: readonly string[]): string[] {
  const roots = sheets.map((css) => postcss.parse(css));
  const tokenDeclarations = new Map<string, Declaration[]>();
  const used = new Set<string>();
  for (const root of roots) root.walkDecls((declaration) => {
    if (TOKEN.test(declaration.prop)) {
      tokenDeclarations.set(declaration.prop, [...(tokenDeclarations.get(declaration.prop) ?? []), declaration]);
    } else {
      for (const name of referencesOf(declaration.value)) used.add(name);
    }
  });
  // Tokens defined through other tokens (semantic colours through the palette): follow them.
  const queue = [...used];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    for (const declaration of tokenDeclarations.get(name) ?? []) {
      for (const reference of referencesOf(declaration.value)) {
        if (!used.has(reference)) {
          used.add(reference);
          queue.push(reference);
        }
      }
    }
  }
  for (const [name, declarations] of tokenDeclarations) {
    if (!used.has(name)) declarations.forEach((declaration) => declaration.remove());
  }
  return roots.map((root) => {
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
    });
    return root.toString();
  });
}
