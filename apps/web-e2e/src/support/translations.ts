import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';

const workspace = join(import.meta.dirname, '..', '..', '..', '..');
const catalogs = new Map<string, Map<string, string>>();

/**
 * What a screen says in a language, read from the catalog a translator edits
 * (`libs/<lib>/src/locales/<locale>.po`), so the journeys follow the catalogs.
 */
export function said(locale: 'fr' | 'rw' | 'sw', id: string, values: Record<string, string | number> = {}): string {
  const folder = id.startsWith('web.shell.')
    ? 'apps/web/src/locales'
    : id.startsWith('web.')
      ? 'apps/web/src/locales/pages'
      : id.startsWith('ui.')
        ? 'libs/ui/src/locales'
        : 'libs/auth/src/locales';
  const key = `${folder}/${locale}`;
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = new Map(
      parsePo(readFileSync(join(workspace, folder, `${locale}.po`), 'utf8')).items.map((item) => [
        item.msgid,
        item.msgstr[0] ?? '',
      ]),
    );
    catalogs.set(key, catalog);
  }
  const text = catalog.get(id);
  if (!text) throw new Error(`no ${locale} translation of ${id}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
