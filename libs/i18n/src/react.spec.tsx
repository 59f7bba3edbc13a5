import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadCatalogs, messageText, plainTexts, setPseudoLocale } from './catalogs';
import { defineMessages, splitTags } from './define';
import { localizePath, rememberedLocale, rememberLocale, LOCALE_STORAGE_KEY } from './locales';
import { I18nProvider, useLocalePath, usePathInLocale, usePlainTexts } from './react';
import { Tagged, useMessages } from './react-messages';

const plain = defineMessages('plain', { skip: 'Skip to main content', close: 'Close' });
const rich = defineMessages('rich', { terms: 'I agree to the <terms>Terms</terms> and <privacy>Privacy Policy</privacy>' });
const frenchCatalog = { fr: async () => ({ default: { 'plain.skip': compileMessage('Aller au contenu principal') } }) };

describe('plain texts (no formatter)', () => {
  it('reads English, and a loaded language, by lookup; a missing translation shows the English', async () => {
    expect(plainTexts(plain, 'en')).toEqual({ skip: 'Skip to main content', close: 'Close' });
    await loadCatalogs('fr', [frenchCatalog]);
    expect(plainTexts(plain, 'fr')).toEqual({ skip: 'Aller au contenu principal', close: 'Close' });
  });

  it('refuses a message that takes values', () => {
    const withValues = defineMessages('values', { hello: 'Hello {name}' });
    expect(() => messageText(withValues.hello, 'en')).toThrow(/takes values/);
  });

  it('renders the pseudo-locale too', () => {
    setPseudoLocale('xx-plain', (english) => `[${english}]`);
    expect(messageText(plain.close, 'xx-plain')).toBe('[Close]');
  });
});

describe('tagged messages', () => {
  it('splits a sentence into its text and tagged parts', () => {
    expect(splitTags('I agree to the <terms>Terms</terms> and <privacy>Privacy Policy</privacy>.')).toEqual([
      'I agree to the ',
      { tag: 'terms', text: 'Terms' },
      ' and ',
      { tag: 'privacy', text: 'Privacy Policy' },
      '.',
    ]);
    expect(splitTags('no tags <b>unclosed')).toEqual(['no tags <b>unclosed']);
  });

  it('draws each tag with its renderer, as one sentence', () => {
    function Terms() {
      const m = useMessages(rich);
      return (
        <p>
          <Tagged
            message={m.terms}
            tags={{ terms: (text) => <a href="/terms">{text}</a>, privacy: (text) => <a href="/privacy">{text}</a> }}
          />
        </p>
      );
    }
    render(<Terms />);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('paragraph')).toHaveTextContent('I agree to the Terms and Privacy Policy');
  });
});

describe('I18nProvider', () => {
  function Probe() {
    const texts = usePlainTexts(plain);
    const pathFor = useLocalePath();
    const placed = usePathInLocale();
    return (
      <p>
        {texts.skip} | {pathFor('/login')} | {placed ? 'switchable' : 'one language'}
      </p>
    );
  }

  it('gives screens their language and, when the host places paths in languages, their addresses', async () => {
    render(
      <Suspense fallback="loading">
        <I18nProvider locale="fr" catalogs={[frenchCatalog]} pathInLocale={(path, locale) => localizePath(path, locale as 'fr')}>
          <Probe />
        </I18nProvider>
      </Suspense>,
    );
    expect(await screen.findByText('Aller au contenu principal | /fr/login | switchable')).toBeInTheDocument();
  });

  it('leaves paths alone for a host that does not place them (a sister platform)', () => {
    render(
      <I18nProvider locale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Skip to main content | /login | one language')).toBeInTheDocument();
  });
});

describe('the remembered language', () => {
  it('is kept in storage and in a cookie the server reads', () => {
    rememberLocale('rw');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('rw');
    expect(rememberedLocale(document.cookie)).toBe('rw');
    expect(rememberedLocale('theme=dark; language=sw; x=1')).toBe('sw');
    expect(rememberedLocale('language=de')).toBeNull();
    expect(rememberedLocale(undefined)).toBeNull();
  });
});
