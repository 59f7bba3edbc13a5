import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogs, englishMessages, placeholders, renderCatalog, TRANSLATED_LIBRARIES } from './catalogs.mts';

const workspaceRoot = join(import.meta.dirname, '../..');

/** The namespaces of every `defineMessages('…', …)` in the code of the libraries and apps (tests and stories aside). */
function definedNamespaces(): Array<{ file: string; namespace: string }> {
  const found: Array<{ file: string; namespace: string }> = [];
  for (const root of ['libs', 'apps']) {
    for (const file of readdirSync(join(workspaceRoot, root), { recursive: true, encoding: 'utf8' })) {
      if (!/\/src\/.*\.tsx?$/.test(file) || /node_modules|\.(spec|stories)\.tsx?$|\/testing\//.test(file)) continue;
      const text = readFileSync(join(workspaceRoot, root, file), 'utf8');
      for (const [, namespace = ''] of text.matchAll(/defineMessages\(\s*'([^']+)'/g)) found.push({ file: `${root}/${file}`, namespace });
    }
  }
  return found;
}

describe('translation catalogs', () => {
  it('every library translates every message into French, Kinyarwanda and Swahili, no more, with the same values', async () => {
    const problems = await checkCatalogs();
    expect(problems.map((p) => `${p.library} ${p.locale} ${p.id}: ${p.problem}${p.detail ? ` (${p.detail})` : ''}`)).toEqual([]);
  });

  it('every message a library defines is in a catalog (none shows English on every page)', async () => {
    const ids = (await Promise.all(TRANSLATED_LIBRARIES.map(englishMessages))).flat().map((message) => message.id);
    const orphans = definedNamespaces().filter(({ namespace }) => !ids.some((id) => id.startsWith(`${namespace}.`)));
    expect(orphans).toEqual([]);
  });

  it('reads the values and tags a message takes, not the text of its cases', () => {
    expect(placeholders('Open the {platform, select, elearning {E-Learning platform} other {Job Portal}}')).toEqual(['platform']);
    expect(placeholders('If an account exists for {email}, we sent a link')).toEqual(['email']);
    expect(placeholders('I agree to the <terms>Terms</terms> and <privacy>Privacy</privacy>')).toEqual(['<privacy>', '<terms>']);
    expect(placeholders('{count, plural, one {# course} other {# courses}} by {name}')).toEqual(['count', 'name']);
  });

  it('writes a catalog that keeps translations and drops messages no longer in code', () => {
    const text = renderCatalog(
      TRANSLATED_LIBRARIES[0]!,
      'fr',
      [
        { id: 'a.kept', english: 'Kept' },
        { id: 'a.new', english: 'New' },
      ],
      new Map([
        ['a.kept', 'Gardé'],
        ['a.gone', 'Parti'],
      ]),
    );
    expect(text).toContain('#. Kept\nmsgid "a.kept"\nmsgstr "Gardé"');
    expect(text).toContain('#. New\nmsgid "a.new"\nmsgstr ""');
    expect(text).not.toContain('a.gone');
  });
});
