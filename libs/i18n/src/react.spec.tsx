import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadCatalogs, messageText, plainTexts, setPseudoLocale } from './core/catalogs';
import { defineMessages, splitTags } from './core/define';
import { localizePath, rememberedLocale, LOCALE_STORAGE_KEY } from './core/locales';
import { rememberLocale } from './remember-locale';
import { I18nProvider, useLocalePath, useMessageText, usePathInLocale, usePlainTexts, WithCatalogs } from './react';
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

  it('fills simple values by lookup, and refuses plurals and selects', async () => {
    const simple = defineMessages('simple', {
      welcome: 'Welcome, {firstName}!',
      days: '{count, plural, one {# day} other {# days}}',
    });
    expect(messageText(simple.welcome, 'en', { firstName: 'Aline' })).toBe('Welcome, Aline!');
    await loadCatalogs('fr', [{ fr: async () => ({ default: { 'simple.welcome': compileMessage('Bienvenue, {firstName} !') } }) }]);
    expect(messageText(simple.welcome, 'fr', { firstName: 'Aline' })).toBe('Bienvenue, Aline !');
    expect(() => messageText(simple.welcome, 'en')).toThrow(/takes values/);
    expect(() => messageText(simple.days, 'en', { count: 2 })).toThrow(/takes values/);
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

describe('WithCatalogs', () => {
  const later = defineMessages('later', { title: 'Trending Jobs' });
  function Title() {
    const text = useMessageText();
    return <h2>{text(later.title)}</h2>;
  }

  it("waits for a part's own catalog in the screen's language before showing it", async () => {
    let arrive: () => void = () => undefined;
    const catalogs = [
      {
        sw: () =>
          new Promise<{ default: Record<string, unknown> }>((resolve) => {
            arrive = () => resolve({ default: { 'later.title': compileMessage('Kazi Zinazovuma') } });
          }),
      },
    ] as const;
    // Suspending inside a test's act() needs an awaited act around the render and the arrival (a browser has no act).
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading the section</p>}>
          <I18nProvider locale="sw">
            <WithCatalogs catalogs={catalogs as never}>
              <Title />
            </WithCatalogs>
          </I18nProvider>
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading the section')).toBeInTheDocument();
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Kazi Zinazovuma' })).toBeInTheDocument();
  });

  it('shows English at once: it needs no catalog', () => {
    render(
      <Suspense fallback={<p>Loading the section</p>}>
        <I18nProvider locale="en">
          <WithCatalogs catalogs={[{ fr: async () => ({ default: {} }) }]}>
            <Title />
          </WithCatalogs>
        </I18nProvider>
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Trending Jobs' })).toBeInTheDocument();
  });
});
