/**
 * The translation catalogs of the libraries (`libs/<lib>/src/locales/<language>.po`):
 * - `npm run i18n:sync` writes each catalog from the English messages in code:
 *   new messages get an empty translation (and the English as a comment),
 *   messages no longer in code leave, translations already made stay;
 * - `checkCatalogs()` (run by tools/i18n/catalogs.spec.ts in CI) lists every
 *   message without a translation, every translation of no message, and every
 *   translation that is not a valid ICU message or names other values.
 */
import { LOCALES } from '@intambwe/i18n/locales';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse as parseIcu } from '@messageformat/parser';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePo } from 'pofile-ts';

const workspaceRoot = join(import.meta.dirname, '../..');

export interface TranslatedLibrary {
  name: string;
  /** The project folder (its catalogs are in `src/locales/`, or in `catalogDir` of it). */
  dir: string;
  catalogDir?: string;
  /** The catalog's file name in `catalogDir`, `{locale}` standing for the language (default `{locale}.po`). */
  catalogName?: string;
  /** The module that exports the library's message tree, and the export's name. */
  module: string;
  exportName: string;
}

/** The libraries whose screens speak four languages (more join as they move to @intambwe/i18n). */
export const TRANSLATED_LIBRARIES: readonly TranslatedLibrary[] = [
  { name: 'ui', dir: 'libs/ui', module: 'libs/ui/src/messages.ts', exportName: 'uiMessageDescriptors' },
  // Failures and field codes: loaded with the catalogs of each library that shows them (joinCatalogs).
  { name: 'api-client', dir: 'libs/api-client', module: 'libs/api-client/src/words/messages.ts', exportName: 'apiClientMessageTree' },
  { name: 'auth', dir: 'libs/auth', module: 'libs/auth/src/messages.ts', exportName: 'authMessageTree' },
  // The account area and the emailed-link screens: loaded with those screens only.
  {
    name: 'auth account',
    dir: 'libs/auth',
    catalogDir: 'src/screens/account/locales',
    module: 'libs/auth/src/screens/account/account-messages.ts',
    exportName: 'accountMessageTree',
  },
  { name: 'web', dir: 'apps/web', module: 'apps/web/src/app/messages.ts', exportName: 'webShellMessages' },
  // The landing page: its first screen (loaded with the page) and its sections (loaded as they come near).
  { name: 'landing', dir: 'libs/landing', module: 'libs/landing/src/message-tree.ts', exportName: 'landingFirstScreenMessageTree' },
  {
    name: 'landing sections',
    dir: 'libs/landing',
    catalogDir: 'src/sections/locales',
    module: 'libs/landing/src/sections/messages.ts',
    exportName: 'landingSectionMessageTree',
  },
  // The platform facts (@intambwe/platform-facts): the statistics (loaded with the landing page's first screen),
  // the other facts (with its sections; the server's assistant reads them all) and the programs of fields 2 to 15.
  {
    name: 'platform statistics',
    dir: 'libs/platform-facts',
    catalogDir: 'src/statistics/locales',
    module: 'libs/platform-facts/src/statistics/statistics.ts',
    exportName: 'statisticsMessages',
  },
  { name: 'platform facts', dir: 'libs/platform-facts', module: 'libs/platform-facts/src/fact-messages.ts', exportName: 'factMessages' },
  {
    name: 'platform programs',
    dir: 'libs/platform-facts',
    catalogDir: 'src/programs/locales',
    module: 'libs/platform-facts/src/programs/program-catalog-messages.ts',
    exportName: 'programCatalogMessages',
  },
  // The pages behind the footer links (/terms, /privacy... /about, /support, /contact): loaded with those pages.
  {
    name: 'landing pages',
    dir: 'libs/landing',
    catalogDir: 'src/pages/locales',
    module: 'libs/landing/src/pages/page-messages.ts',
    exportName: 'pageMessageTree',
  },
  // The AI assistant: the chat launcher's few words (loaded with every page), the widget's (loaded with its code),
  // and the server's built-in assistant (apps/api/data/locales/assistant.<locale>.po, read by the server at start).
  { name: 'chat launcher', dir: 'libs/chat-widget', module: 'libs/chat-widget/src/launcher-messages.ts', exportName: 'launcherMessageDescriptors' },
  {
    name: 'chat widget',
    dir: 'libs/chat-widget',
    catalogDir: 'src/widget/locales',
    module: 'libs/chat-widget/src/messages.ts',
    exportName: 'chatMessageDescriptors',
  },
  {
    name: 'assistant',
    dir: 'apps/api',
    catalogDir: 'data/locales',
    catalogName: 'assistant.{locale}.po',
    module: 'apps/api/src/assistant/messages.ts',
    exportName: 'assistantMessageTree',
  },
  // The OpenID Provider's own pages (an invalid sign-in request, signing out, signed out), read by the server at start.
  {
    name: 'openid pages',
    dir: 'apps/api',
    catalogDir: 'data/locales',
    catalogName: 'oidc.{locale}.po',
    module: 'apps/api/src/oidc/messages.ts',
    exportName: 'oidcMessageTree',
  },
  // Route titles and descriptions: loaded after the first screen (and by the prerender), not with every page.
  {
    name: 'web pages',
    dir: 'apps/web',
    catalogDir: 'src/locales/pages',
    module: 'apps/web/src/app/page-messages.ts',
    exportName: 'webPageMessages',
  },
];

export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== 'en');

const LANGUAGE_NAMES: Record<string, string> = { fr: 'French', rw: 'Kinyarwanda', sw: 'Swahili' };

export function catalogPath(library: TranslatedLibrary, locale: string): string {
  const name = (library.catalogName ?? '{locale}.po').replace('{locale}', locale);
  return join(workspaceRoot, library.dir, library.catalogDir ?? join('src', 'locales'), name);
}

/** The library's messages as (id, English) pairs, in the order of the code. */
export async function englishMessages(library: TranslatedLibrary): Promise<Array<{ id: string; english: string }>> {
  const module = (await import(pathToFileURL(join(workspaceRoot, library.module)).href)) as Record<string, unknown>;
  const tree = module[library.exportName];
  if (!tree) throw new Error(`${library.module} does not export ${library.exportName}`);
  const messages: Array<{ id: string; english: string }> = [];
  // A tree of `defineMessages` descriptors: { id, message } leaves.
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { id, message } = node as { id?: unknown; message?: unknown };
    if (typeof id === 'string' && message !== undefined) {
      if (typeof message !== 'string') throw new Error(`${id}: read the source, not a build`);
      messages.push({ id, english: message });
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(tree);
  return messages;
}

/** id -> translation ('' when not translated yet). */
export function readCatalog(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  if (!existsSync(file)) return entries;
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    if (item.msgid) entries.set(item.msgid, item.flags['fuzzy'] ? '' : (item.msgstr[0] ?? ''));
  }
  return entries;
}

const quote = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

/** The catalog file for these messages, keeping the translations already made. */
export function renderCatalog(
  library: TranslatedLibrary,
  locale: string,
  messages: ReadonlyArray<{ id: string; english: string }>,
  existing: ReadonlyMap<string, string>,
): string {
  const lines = [
    `# ${LANGUAGE_NAMES[locale] ?? locale} messages of @intambwe/${library.name} (${library.dir}).`,
    '# msgid is a stable id; the comment above it is the English source. Keep {names} and <tags> as they are.',
    '# Terms: see docs/i18n/glossary.md. Update with `npm run i18n:sync` after changing messages in code.',
    'msgid ""',
    'msgstr ""',
    `"Language: ${locale}\\n"`,
    '"Content-Type: text/plain; charset=UTF-8\\n"',
  ];
  for (const { id, english } of messages) {
    lines.push(
      '',
      ...english.split('\n').map((line) => `#. ${line}`),
      `msgid ${quote(id)}`,
      `msgstr ${quote(existing.get(id) ?? '')}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

type Token = { type: string; arg?: string; cases?: Array<{ tokens: Token[] }> };

/** The names of values a message takes ({email}, {platform, select...}) and its tags (<terms>), not the text of its cases. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.arg) names.add(token.arg);
      for (const choice of token.cases ?? []) visit(choice.tokens);
    }
  };
  visit(parseIcu(message) as Token[]);
  for (const match of message.matchAll(/<(\w+)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

export interface CatalogProblem {
  library: string;
  locale: string;
  id: string;
  problem: 'missing' | 'unused' | 'invalid' | 'values differ';
  detail?: string;
}

/** Everything wrong with the catalogs of these libraries ([] when all is well). */
export async function checkCatalogs(libraries: readonly TranslatedLibrary[] = TRANSLATED_LIBRARIES): Promise<CatalogProblem[]> {
  const problems: CatalogProblem[] = [];
  for (const library of libraries) {
    const messages = await englishMessages(library);
    const ids = new Set(messages.map((message) => message.id));
    for (const locale of TRANSLATED_LOCALES) {
      const catalog = readCatalog(catalogPath(library, locale));
      const report = (id: string, problem: CatalogProblem['problem'], detail?: string) =>
        problems.push({ library: library.name, locale, id, problem, ...(detail ? { detail } : {}) });
      for (const { id, english } of messages) {
        const translation = catalog.get(id);
        if (!translation) {
          report(id, 'missing');
          continue;
        }
        try {
          compileMessageOrThrow(translation);
        } catch (error) {
          report(id, 'invalid', (error as Error).message);
          continue;
        }
        const expected = placeholders(english).join(' ');
        const actual = placeholders(translation).join(' ');
        if (expected !== actual) report(id, 'values differ', `English has [${expected}], translation has [${actual}]`);
      }
      for (const id of catalog.keys()) if (!ids.has(id)) report(id, 'unused');
    }
  }
  return problems;
}

/** Writes the catalogs of every library, or of those named (`npm run i18n:sync -- "landing pages"`). */
async function sync(names: readonly string[] = []): Promise<void> {
  const unknown = names.filter((name) => !TRANSLATED_LIBRARIES.some((library) => library.name === name));
  if (unknown.length > 0) throw new Error(`no catalogs named ${unknown.join(', ')}`);
  for (const library of TRANSLATED_LIBRARIES) {
    if (names.length > 0 && !names.includes(library.name)) continue;
    const messages = await englishMessages(library);
    for (const locale of TRANSLATED_LOCALES) {
      const file = catalogPath(library, locale);
      writeFileSync(file, renderCatalog(library, locale, messages, readCatalog(file)));
      console.log(`${file.slice(workspaceRoot.length + 1)}: ${messages.length} messages`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'sync') await sync(process.argv.slice(3));
  else if (command === 'check') {
    const problems = await checkCatalogs();
    for (const p of problems) console.log(`${p.library} ${p.locale} ${p.id}: ${p.problem}${p.detail ? ` (${p.detail})` : ''}`);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } else {
    console.error('usage: catalogs.mts sync|check');
    process.exitCode = 2;
  }
}
