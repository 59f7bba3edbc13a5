import { LOCALES } from '@intambwe/i18n/locales';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { join } from 'node:path';
import { findApiRoot } from '../config.js';
import { emailMessages } from '../messages.js';
import { emailLocale, emailText, readEmailCatalog } from './email-languages.js';
import { buildResetEmail } from './reset-email.js';

const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the emails in four languages', () => {
  const directory = join(findApiRoot(), 'data', 'locales');

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s: translates every English message, no more, with the same values',
    (locale) => {
      const catalog = readEmailCatalog(join(directory, `emails.${locale}.po`));
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(emailMessages).sort());
      for (const [id, english] of Object.entries(emailMessages)) {
        const translation = catalog[id] ?? '';
        expect(() => compileMessageOrThrow(translation), id).not.toThrow();
        expect(names(translation), id).toEqual(names(english));
        expect(translation, id).not.toBe(english);
      }
    },
  );

  it('follows Accept-Language, English when none of ours is asked for', () => {
    expect(emailLocale('rw-RW,rw;q=0.9')).toBe('rw');
    expect(emailLocale(['de', 'sw;q=0.4'])).toBe('sw');
    expect(emailLocale(undefined)).toBe('en');
    expect(emailLocale('ja')).toBe('en');
  });

  it('fills in values in each language', () => {
    expect(emailText('fr', 'email.reset.signature', { brand: 'Intambwe Careers' })).toBe('L’équipe Intambwe Careers');
    expect(emailText('sw', 'email.reset.greeting', { firstName: 'Neema' })).toBe('Habari Neema,');
  });

  it('escapes names in every language of the HTML part', () => {
    for (const locale of LOCALES) {
      const mail = buildResetEmail({
        to: 'x@example.com',
        firstName: '<b>x</b>',
        brand: 'A & B',
        link: 'http://h/reset-password?token=t',
        locale,
      });
      expect(mail.html, locale).not.toContain('<b>');
      expect(mail.html, locale).toContain('&lt;b&gt;x&lt;/b&gt;');
      expect(mail.html, locale).toContain('A &amp; B');
      expect(mail.text, locale).toContain('http://h/reset-password?token=t');
    }
  });
});
