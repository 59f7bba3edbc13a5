import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileDefinedMessages, compilePoCatalog } from './i18n.mts';

const fail = (message: string): never => {
  throw new Error(message);
};

describe('compilePoCatalog', () => {
  it('compiles translated entries and leaves out empty and fuzzy ones (English shows instead)', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      '',
      'msgid "auth.login.title"',
      'msgstr "Se connecter"',
      '',
      'msgid "auth.login.count"',
      'msgstr "{count, plural, one {# essai} other {# essais}}"',
      '',
      'msgid "auth.login.empty"',
      'msgstr ""',
      '',
      '#, fuzzy',
      'msgid "auth.login.fuzzy"',
      'msgstr "Peut-être"',
      '',
    ].join('\n');
    const module = compilePoCatalog(po);
    const catalog = JSON.parse(module.replace(/^export default /, '').replace(/;$/, ''));
    expect(catalog).toEqual({
      'auth.login.title': compileMessage('Se connecter'),
      'auth.login.count': compileMessage('{count, plural, one {# essai} other {# essais}}'),
    });
  });

  it('names the entry whose translation is not valid ICU', () => {
    expect(() => compilePoCatalog('msgid "auth.broken"\nmsgstr "{count, plural, one {x}"\n')).toThrow(
      /auth\.broken is not a valid ICU message/,
    );
  });
});

describe('compileDefinedMessages', () => {
  it('replaces the English texts of defineMessages calls with their compiled form', () => {
    const code =
      "const m = defineMessages('auth', { title: 'Sign in', nested: { n: `{count, plural, one {# x} other {# xs}}` } });";
    const out = compileDefinedMessages(code, fail);
    expect(out).toContain(JSON.stringify(compileMessage('{count, plural, one {# x} other {# xs}}')));
    expect(out).toContain('"Sign in"');
  });

  it('leaves other code alone', () => {
    expect(compileDefinedMessages('const a = 1;', fail)).toBeNull();
  });

  it('refuses a message that is not a plain string or not valid ICU', () => {
    expect(() => compileDefinedMessages("defineMessages('a', { b: 'x' + y });", fail)).toThrow(/a\.b must be a plain string/);
    expect(() => compileDefinedMessages("defineMessages('a', { b: '{count, plural, one {x}' });", fail)).toThrow(
      /a\.b is not a valid ICU message/,
    );
  });
});
