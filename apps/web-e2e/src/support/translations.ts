import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';

const workspace = join(import.meta.dirname, '..', '..', '..', '..');
const catalogs = new Map<string, Map<string, string>>();

/**
 * What a screen says in a language, read from the catalog a translator edits
 * (`libs/<lib>/src/locales/<locale>.po`), so the journeys follow the catalogs.
 */
/** The folder of the catalog that holds a message, by the message's id. */
function catalogFolder(id: string): string {
  if (id.startsWith('web.shell.')) return 'apps/web/src/locales';
  if (id.startsWith('web.')) return 'apps/web/src/locales/pages';
  if (id.startsWith('ui.')) return 'libs/ui/src/locales';
  if (id.startsWith('landing.pages.')) return 'libs/landing/src/pages/locales';
  if (id.startsWith('facts.programs.')) return 'libs/platform-facts/src/programs/locales';
  if (id.startsWith('facts.statistics.')) return 'libs/platform-facts/src/statistics/locales';
  if (id.startsWith('facts.')) return 'libs/platform-facts/src/locales';
  if (/^landing\.(common|nav|hero|floating|visitor)\./.test(id)) return 'libs/landing/src/locales';
  if (id.startsWith('landing.')) return 'libs/landing/src/sections/locales';
  if (id.startsWith('chat.launcher.')) return 'libs/chat-widget/src/locales';
  if (id.startsWith('chat.')) return 'libs/chat-widget/src/widget/locales';
  if (id.startsWith('apiClient.')) return 'libs/api-client/src/locales';
  if (id.startsWith('auth.account.')) return 'libs/auth/src/screens/account/locales';
  return 'libs/auth/src/locales';
}

export function said(locale: 'fr' | 'rw' | 'sw', id: string, values: Record<string, string | number> = {}): string {
  const folder = catalogFolder(id);
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
