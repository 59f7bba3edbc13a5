/**
 * Compiles messages at build time, so no ICU parser ships to the browser:
 * - `import catalog from './locales/fr.po'` becomes `{ id: compiledMessage }`
 *   (untranslated entries are left out: the English text shows instead);
 * - the English texts of `defineMessages(namespace, { ... })` calls (see
 *   libs/i18n) are replaced by their compiled form.
 * Both use Lingui's message compiler (ICU plural, select, number, date). The
 * catalog compiler lives in tools/i18n/po-catalog.mjs, which the server's
 * esbuild bundle (apps/api/build.mjs) and Node under tsx use as well.
 */
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';
import { parse as parseJs } from 'acorn';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
// The PO compiler is shared with the server's esbuild bundle and Node under tsx: one implementation.
import { compilePoCatalog } from '../i18n/po-catalog.mjs';

export { compilePoCatalog };

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) if (key !== 'loc') walk(value, visit);
}

function stringValue(node: Node): string | null {
  if (node.type === 'Literal' && typeof node['value'] === 'string') return node['value'];
  const quasis = node['quasis'] as Array<{ value: { cooked: string } }> | undefined;
  const expressions = node['expressions'] as unknown[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis && expressions?.length === 0) return quasis[0]?.value.cooked ?? '';
  return null;
}

/** Replaces the English strings inside `defineMessages(ns, {...})` calls with their compiled form. */
export function compileDefinedMessages(code: string, onError: (message: string) => never): string | null {
  if (!code.includes('defineMessages(')) return null;
  const ast = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const output = new MagicString(code);
  let changed = false;
  const compileObject = (object: Node, path: string) => {
    for (const property of object['properties'] as Node[]) {
      const key = property['key'] as Node;
      const name = (key['name'] as string | undefined) ?? String(key['value']);
      const value = property['value'] as Node;
      if (value.type === 'ObjectExpression') {
        compileObject(value, `${path}.${name}`);
        continue;
      }
      const text = stringValue(value);
      if (text === null) onError(`defineMessages: ${path}.${name} must be a plain string (an ICU message), not ${value.type}`);
      let compiled: unknown;
      try {
        compiled = compileMessage(text as string);
      } catch (error) {
        onError(`defineMessages: ${path}.${name} is not a valid ICU message: ${(error as Error).message}`);
      }
      output.overwrite(value.start, value.end, JSON.stringify(compiled));
      changed = true;
    }
  };
  walk(ast, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node['callee'] as Node;
    if (callee.type !== 'Identifier' || callee['name'] !== 'defineMessages') return;
    const [namespace, tree] = node['arguments'] as Node[];
    if (tree?.type === 'ObjectExpression') compileObject(tree, String(namespace?.['value'] ?? '?'));
  });
  return changed ? output.toString() : null;
}

/** The two transforms, for Vite configs: catalogs first (before anything reads them as code), messages last (plain JS by then). */
export function i18nMessages(): Plugin[] {
  return [
    {
      name: 'intambwe:i18n-catalogs',
      enforce: 'pre',
      transform(code, id) {
        const file = id.split('?')[0] ?? id;
        return file.endsWith('.po') ? { code: compilePoCatalog(code), map: null } : null;
      },
    },
    {
      name: 'intambwe:i18n-messages',
      enforce: 'post',
      transform(code, id) {
        const file = id.split('?')[0] ?? id;
        if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
        const compiled = compileDefinedMessages(code, (message) => this.error(message));
        return compiled === null ? null : { code: compiled, map: null };
      },
    },
  ];
}
