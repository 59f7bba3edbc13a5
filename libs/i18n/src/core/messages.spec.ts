import { compileMessage } from '@lingui/message-utils/compileMessage';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { loadCatalogs, setPseudoLocale } from './catalogs';
import { defineMessages, listMessages } from './define';
import { mergeTranslated, translate } from './messages';

// The build compiles these English texts (tools/vite/i18n.mts runs in this library's Vite config too).
const messages = defineMessages('test', {
  title: 'Sign in',
  programs: '{count, plural, one {# program} other {# programs}}',
  greeting: 'Hello, {name}',
  nested: { role: '{role, select, student {Student} employer {Employer} other {Someone}}' },
});

const french = {
  'test.title': compileMessage('Se connecter'),
  'test.programs': compileMessage('{count, plural, one {# programme} other {# programmes}}'),
  'test.greeting': compileMessage('Bonjour, {name}'),
};

describe('defineMessages and translate', () => {
  it('gives each message a stable id under its namespace', () => {
    expect(listMessages(messages).map((message) => message.id)).toEqual([
      'test.title',
      'test.programs',
      'test.greeting',
      'test.nested.role',
    ]);
  });

  it('shows English as written, with ICU plurals and selects', () => {
    const english = translate(messages, 'en');
    expect(english.title).toBe('Sign in');
    expect(english.programs({ count: 1 })).toBe('1 program');
    expect(english.programs({ count: 12 })).toBe('12 programs');
    expect(english.greeting({ name: 'Aline' })).toBe('Hello, Aline');
    expect(english.nested.role({ role: 'employer' })).toBe('Employer');
    expect(english.nested.role({ role: 'teacher' })).toBe('Someone');
  });

  it('shows a loaded language, and English for what its catalog does not translate yet', async () => {
    await loadCatalogs('fr', [{ fr: async () => ({ default: french }) }]);
    const view = translate(messages, 'fr');
    expect(view.title).toBe('Se connecter');
    expect(view.programs({ count: 2 })).toBe('2 programmes');
    expect(view.greeting({ name: 'Aline' })).toBe('Bonjour, Aline');
    expect(view.nested.role({ role: 'student' })).toBe('Student');
  });

  it("uses each language's plural rules", async () => {
    const rw = { 'test.programs': compileMessage('{count, plural, one {porogaramu #} other {porogaramu #}}') };
    await loadCatalogs('rw', [{ rw: async () => ({ default: rw }) }]);
    expect(translate(messages, 'rw').programs({ count: 3 })).toBe('porogaramu 3');
  });

  it('counts in Kinyarwanda the same on every runtime, whatever its default language (CLDR has no rw plural rules)', () => {
    // A runtime whose default is French (a French browser, a server started with LC_ALL=fr_FR): French says 0 is singular.
    const root = join(import.meta.dirname, '../../../..');
    const script = `
      import { compileMessage } from '@lingui/message-utils/compileMessage';
      import { defineMessages, loadCatalogs, numberFormat, translate } from './libs/i18n/src/core/index.ts';
      const messages = defineMessages('plural', { students: '{count, plural, one {# student} other {# students}}' });
      await loadCatalogs('rw', [{ rw: async () => ({ default: { 'plural.students': compileMessage('{count, plural, one {umunyeshuri #} other {abanyeshuri #}}') } }) }]);
      const rw = translate(messages, 'rw');
      console.log(JSON.stringify({
        runtime: new Intl.PluralRules().resolvedOptions().locale,
        bare: new Intl.PluralRules('rw').select(0),
        counts: [0, 1, 2].map((count) => rw.students({ count })),
      }));`;
    const output = execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), '--conditions=@intambwe/source', '--input-type=module', '-e', script],
      {
        cwd: root,
        env: { ...process.env, LC_ALL: 'fr_FR.UTF-8', LANG: 'fr_FR.UTF-8' },
        encoding: 'utf8',
      },
    );
    const { runtime, bare, counts } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
      runtime: string;
      bare: string;
      counts: string[];
    };
    expect(runtime).toBe('fr-FR');
    expect(bare).toBe('one'); // what Intl alone does for rw there
    expect(counts).toEqual(['abanyeshuri 0', 'umunyeshuri 1', 'abanyeshuri 2']);
  });

  it('loads a catalog once however many screens ask for it at the same time', async () => {
    const load = vi.fn(async () => ({ default: {} }));
    const loaders = { sw: load };
    await Promise.all([loadCatalogs('sw', [loaders]), loadCatalogs('sw', [loaders]), loadCatalogs('sw', [loaders])]);
    await loadCatalogs('sw', [loaders]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed load be tried again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: {} });
    const loaders = { sw: load };
    await expect(loadCatalogs('sw', [loaders])).rejects.toThrow('offline');
    await loadCatalogs('sw', [loaders]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders every message through a pseudo-locale, values included', () => {
    setPseudoLocale('xx-pseudo', (english) => `⟦${english}⟧`);
    const pseudo = translate(messages, 'xx-pseudo');
    expect(pseudo.title).toBe('⟦Sign in⟧');
    expect(pseudo.greeting({ name: 'Aline' })).toBe('⟦Hello, Aline⟧');
  });

  it('gives the same view for the same messages and language', () => {
    expect(translate(messages, 'en')).toBe(translate(messages, 'en'));
  });
});

describe('mergeTranslated', () => {
  it('reads each message from the last view that has it, in its language', () => {
    const first = defineMessages('merge.first', { INVALID: 'First words', ONLY_FIRST: 'Only here' });
    const second = defineMessages('merge.second', { INVALID: 'Second words', BUSY: 'Wait {seconds} s' });
    const merged = mergeTranslated<Record<string, unknown>>(translate(first, 'en'), translate(second, 'en'));
    expect(merged['INVALID']).toBe('Second words');
    expect(merged['ONLY_FIRST']).toBe('Only here');
    expect((merged['BUSY'] as (values: { seconds: number }) => string)({ seconds: 3 })).toBe('Wait 3 s');
    expect(Object.keys(merged).sort()).toEqual(['BUSY', 'INVALID', 'ONLY_FIRST']);
  });

  it('formats a message only when it is read', () => {
    const read = vi.fn(() => 'Words');
    const view = Object.defineProperty({}, 'CODE', { enumerable: true, get: read }) as { CODE: string };
    const merged = mergeTranslated(view);
    expect(read).not.toHaveBeenCalled();
    expect(merged.CODE).toBe('Words');
    expect(read).toHaveBeenCalledOnce();
  });
});
