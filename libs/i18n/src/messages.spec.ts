import { compileMessage } from '@lingui/message-utils/compileMessage';
import { loadCatalogs, setPseudoLocale } from './catalogs';
import { defineMessages, listMessages } from './define';
import { translate } from './messages';

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
