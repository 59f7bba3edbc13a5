import { intlLocales, isLocale, localizePath, negotiateLocale, splitLocalePath } from './locales';

describe('splitLocalePath', () => {
  it('reads English from a path without a prefix', () => {
    expect(splitLocalePath('/login')).toEqual({ locale: 'en', path: '/login' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
  });

  it('reads the language prefix and what follows it', () => {
    expect(splitLocalePath('/rw/login')).toEqual({ locale: 'rw', path: '/login' });
    expect(splitLocalePath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/sw')).toEqual({ locale: 'sw', path: '/' });
  });

  it('does not take a word that only starts like a language for a prefix', () => {
    expect(splitLocalePath('/fresh-start')).toEqual({ locale: 'en', path: '/fresh-start' });
    expect(splitLocalePath('/en/login')).toEqual({ locale: 'en', path: '/en/login' });
  });
});

describe('localizePath', () => {
  it("keeps English at today's paths and prefixes the others", () => {
    expect(localizePath('/login', 'en')).toBe('/login');
    expect(localizePath('/login', 'rw')).toBe('/rw/login');
    expect(localizePath('/', 'fr')).toBe('/fr/');
    expect(localizePath('register', 'sw')).toBe('/sw/register');
  });

  it('round-trips with splitLocalePath', () => {
    for (const locale of ['en', 'fr', 'rw', 'sw'] as const) {
      for (const path of ['/', '/login', '/privacy-policy']) {
        expect(splitLocalePath(localizePath(path, locale))).toEqual({ locale, path });
      }
    }
  });
});

describe('negotiateLocale', () => {
  it('picks the best-rated language we speak', () => {
    expect(negotiateLocale('rw-RW,rw;q=0.9,en;q=0.8')).toBe('rw');
    expect(negotiateLocale('de-DE,de;q=0.9,sw;q=0.5,fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('en-GB,en;q=0.9')).toBe('en');
  });

  it('understands three-letter codes some systems send', () => {
    expect(negotiateLocale('kin')).toBe('rw');
    expect(negotiateLocale('swa')).toBe('sw');
    expect(negotiateLocale('fra')).toBe('fr');
  });

  it('answers null when none of ours is asked for, or the header is missing or broken', () => {
    expect(negotiateLocale('de,ja;q=0.5')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(';;;,q=abc')).toBeNull();
    expect(negotiateLocale('fr;q=0')).toBeNull();
  });

  it('keeps the order of equally rated languages', () => {
    expect(negotiateLocale('sw, fr')).toBe('sw');
  });
});

describe('isLocale', () => {
  it('accepts only our four languages', () => {
    expect(['en', 'fr', 'rw', 'sw'].every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('intlLocales', () => {
  it('names English after a language, so what Intl lacks never follows the runtime default', () => {
    expect(intlLocales('rw')).toEqual(['rw', 'en']);
    expect(intlLocales('fr')).toEqual(['fr', 'en']);
    expect(intlLocales('en')).toEqual(['en']);
    expect(new Intl.PluralRules(intlLocales('rw')).select(0)).toBe('other');
    expect(new Intl.PluralRules(intlLocales('fr')).select(0)).toBe('one');
  });
});
