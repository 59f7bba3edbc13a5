import { defaultBrand } from '@intambwe/contract';
import { catalogsReady, I18nProvider, loadCatalogs, translate } from '@intambwe/i18n';
import { setPseudoLocale, untranslatedTexts, prefixedPathInLocale } from '@intambwe/i18n/testing';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { businessHoursIn } from '@intambwe/platform-facts';
import {
  AboutPage,
  AccessibilityPage,
  ContactPage,
  CookiesPage,
  PrivacyPage,
  SecurityPage,
  SupportPage,
  TermsPage,
} from '../pages';
import { TestProviders } from '../testing/test-providers';
import { ABOUT_PAGE_CATALOGS, landingPageCatalogs } from './catalogs';
import { pageMessages } from './page-messages';

const brand = { ...defaultBrand, name: 'Umurava Careers', supportEmail: 'help@umurava.example' };
const pathInLocale = prefixedPathInLocale;

function renderPage(Page: ComponentType, locale: string) {
  return render(
    <TestProviders config={{ brand }}>
      <Suspense fallback={<p>Loading the page…</p>}>
        <I18nProvider locale={locale} pathInLocale={pathInLocale}>
          <Page />
        </I18nProvider>
      </Suspense>
    </TestProviders>,
  );
}

type PageName = 'terms' | 'privacy' | 'cookies' | 'accessibility' | 'security' | 'about' | 'support' | 'contact';
const PAGES: ReadonlyArray<readonly [path: string, Page: ComponentType, name: PageName, dated: boolean]> = [
  ['/terms', TermsPage, 'terms', true],
  ['/privacy', PrivacyPage, 'privacy', true],
  ['/cookies', CookiesPage, 'cookies', true],
  ['/accessibility', AccessibilityPage, 'accessibility', true],
  ['/security', SecurityPage, 'security', true],
  ['/about', AboutPage, 'about', false],
  ['/support', SupportPage, 'support', false],
  ['/contact', ContactPage, 'contact', false],
];

describe('the footer pages wait for their language', { timeout: 20_000 }, () => {
  // Suspending inside a test's act() needs an awaited act around the render (a browser has no act).
  it('a policy page shows once its catalog is here', async () => {
    expect(catalogsReady('sw', [landingPageCatalogs])).toBe(false);
    await act(async () => {
      renderPage(SecurityPage, 'sw');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(catalogsReady('sw', [landingPageCatalogs])).toBe(true);
    expect(screen.getByRole('link', { name: translate(pageMessages, 'sw').layout.backHome })).toHaveAttribute('href', '/sw/');
  });

  it('/about also waits for the platform facts’ catalogs', async () => {
    expect(catalogsReady('rw', ABOUT_PAGE_CATALOGS)).toBe(false);
    await act(async () => {
      renderPage(AboutPage, 'rw');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(catalogsReady('rw', ABOUT_PAGE_CATALOGS)).toBe(true);
  });
});

describe('the footer pages in French', () => {
  /**
   * A few sample translations, loaded after the real catalogs (which translators
   * fill later; untranslated entries show the English): enough to see every page
   * read its words from the catalog of its language, with values and tags kept.
   */
  const sample: Record<string, string> = {
    'landing.pages.layout.backHome': 'Retour à l’accueil',
    'landing.pages.layout.homeLink': '{brand}, accueil',
    'landing.pages.layout.otherPages': 'Plus d’informations',
    'landing.pages.layout.lastUpdated': 'Dernière mise à jour : {date}',
    'landing.pages.layout.placeholderNote': 'Le texte surligné reste à confirmer par l’entreprise.',
    'landing.pages.layout.toBeConfirmed': '[À confirmer : {detail}]',
    'landing.pages.terms.title': 'Conditions d’utilisation',
    'landing.pages.terms.sections.whoWeAre.paragraphs.p1':
      '{brand} est exploité par <tbc>raison sociale</tbc>, immatriculée au Rwanda sous le numéro <tbc>numéro d’immatriculation</tbc>, dont le siège est au <tbc>adresse du siège</tbc>.',
    'landing.pages.privacy.title': 'Politique de confidentialité',
    'landing.pages.cookies.title': 'Politique relative aux cookies',
    'landing.pages.accessibility.title': 'Déclaration d’accessibilité',
    'landing.pages.security.title': 'Sécurité',
    'landing.pages.about.title': 'À propos',
    'landing.pages.support.title': 'Assistance',
    'landing.pages.support.contactForm': 'Utiliser le formulaire de contact',
    'landing.pages.contact.title': 'Nous contacter',
  };

  beforeAll(async () => {
    await loadCatalogs('fr', [landingPageCatalogs, ...ABOUT_PAGE_CATALOGS]);
    const compiled = Object.fromEntries(Object.entries(sample).map(([id, text]) => [id, compileMessage(text)]));
    await loadCatalogs('fr', [{ fr: async () => ({ default: compiled }) }]);
  });

  it.each(PAGES)('%s: its words, its links and its date in French', async (path, Page, name, dated) => {
    const fr = translate(pageMessages, 'fr');
    renderPage(Page, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: fr[name].title })).toBeInTheDocument();
    expect(fr[name].title).not.toBe(translate(pageMessages, 'en')[name].title);

    // Links stay in the language.
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr/');
    expect(screen.getByRole('link', { name: 'Umurava Careers, accueil' })).toHaveAttribute('href', '/fr/');
    const others = within(screen.getByRole('navigation', { name: 'Plus d’informations' })).getAllByRole('link');
    expect(others).toHaveLength(PAGES.length);
    for (const link of others) expect(link.getAttribute('href')).toMatch(/^\/fr\/[a-z]+$/);
    expect(
      within(screen.getByRole('navigation', { name: 'Plus d’informations' })).getByRole('link', { name: fr[name].title }),
    ).toHaveAttribute('href', `/fr${path}`);

    // The policies' date, written the French way.
    if (dated) expect(screen.getByText('Dernière mise à jour : 24 novembre 2026')).toBeInTheDocument();
    else expect(screen.queryByText(/^Dernière mise à jour/)).toBeNull();
  });

  it('/terms keeps the brand and the facts to be confirmed in a translated sentence', async () => {
    renderPage(TermsPage, 'fr');
    expect(await screen.findByText(/^Umurava Careers est exploité par/)).toBeInTheDocument();
    expect(screen.getAllByText(/^\[À confirmer :/).map((mark) => [mark.tagName, mark.textContent])).toEqual([
      ['MARK', '[À confirmer : raison sociale]'],
      ['MARK', '[À confirmer : numéro d’immatriculation]'],
      ['MARK', '[À confirmer : adresse du siège]'],
    ]);
    expect(screen.getByText('Le texte surligné reste à confirmer par l’entreprise.')).toBeInTheDocument();
  });

  it('/support sends people to the French contact page', async () => {
    renderPage(SupportPage, 'fr');
    expect(await screen.findByRole('link', { name: 'Utiliser le formulaire de contact' })).toHaveAttribute('href', '/fr/contact');
  });
});

describe('no string of the footer pages escapes translation (pseudo-locale)', () => {
  const PSEUDO = 'xx-pseudo';
  beforeAll(() => setPseudoLocale(PSEUDO, (english) => `⟦${english}⟧`));

  /** What a translator does not own: configuration values (brand facts, business hours as Intl writes them) and marks. */
  const configured = new Set([
    brand.name,
    brand.contactEmail,
    brand.supportEmail,
    brand.phone,
    brand.address,
    ...businessHoursIn(brand.businessHours, PSEUDO).flatMap((line) => [line.days, line.hours]),
  ]);
  const notOurs = (text: string) => configured.has(text) || /^[\s.,:;|…()*-]*$/.test(text);

  const untranslated = (container: HTMLElement) => untranslatedTexts(container, notOurs);

  it.each(PAGES)('%s', async (_path, Page) => {
    const { container } = renderPage(Page, PSEUDO);
    await waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
    expect(container.querySelector('h1')?.textContent).toMatch(/^⟦.+⟧$/);
    await waitFor(() => expect(untranslated(container)).toEqual([]), { timeout: 2000 });
  });
});
