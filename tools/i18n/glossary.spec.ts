import { readCatalog } from './catalogs.mts';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../..');
const catalog = (path: string) => readCatalog(join(workspaceRoot, path));

/**
 * Words docs/i18n/glossary.md settles, held where a reviewer found them
 * wrong: each row is a catalog, the ids it covers, a word that must not be
 * used for that meaning, and the glossary's word.
 */
const RULES: Array<{ file: string; ids: RegExp; wrong: RegExp; instead: string }> = [
  // Kinyarwanda: a training programme is a "gahunda y’amasomo" (the landing page's word); "porogaramu" is software.
  { file: 'apps/api/data/locales/assistant.rw.po', ids: /^(?!.*keywords)/, wrong: /porogaramu/i, instead: 'gahunda y’amasomo / gahunda z’amasomo' },
  { file: 'libs/chat-widget/src/widget/locales/rw.po', ids: /./, wrong: /porogaramu/i, instead: 'gahunda z’amasomo' },
  // Kinyarwanda: our certificate is an "impamyabumenyi"; a coach an "umujyanama"; Contact us is "Tuvugishe".
  { file: 'apps/api/data/locales/assistant.rw.po', ids: /^(?!.*keywords)/, wrong: /icyemezo|ibyemezo|abatoza|Umutoza wa AI|Twandikire\b(?! kuri)/, instead: 'impamyabumenyi, umujyanama, Tuvugishe' },
  { file: 'libs/chat-widget/src/widget/locales/rw.po', ids: /contact/, wrong: /Twandikire/, instead: 'Tuvugishe' },
  // Kinyarwanda: a screen is an "ekarani", characters counted in a rule are "ibimenyetso" (as in the validation messages).
  { file: 'apps/api/data/locales/assistant.rw.po', ids: /./, wrong: /ecran|inyuguti \d/, instead: 'ekarani, ibimenyetso' },
  { file: 'libs/chat-widget/src/widget/locales/rw.po', ids: /./, wrong: /ecran|inyuguti \d/, instead: 'ekarani, ibimenyetso' },
  { file: 'libs/api-client/src/locales/rw.po', ids: /./, wrong: /ecran|inyuguti \d/, instead: 'ekarani, ibimenyetso' },
  // Swahili: a field of interest is a "fani" (never "nyanja #" for one field), part-time is "nusu muda",
  // a coach a "mshauri" ("mkufunzi" is an instructor), a job interview "usaili".
  { file: 'apps/api/data/locales/assistant.sw.po', ids: /^(?!.*keywords)/, wrong: /nyanja|muda mfupi|(?<!Mwalimu\/)Mkufunzi|Wakufunzi|mahojiano/i, instead: 'fani, nusu muda, mshauri, usaili' },
];

describe('the glossary (docs/i18n/glossary.md) across the catalogs', () => {
  it.each(RULES)('$file: not /$wrong.source/ but $instead', ({ file, ids, wrong }) => {
    const offending = [...catalog(file)].filter(([id, text]) => ids.test(id) && wrong.test(text)).map(([id, text]) => `${id}: ${text}`);
    expect(offending).toEqual([]);
  });
});
