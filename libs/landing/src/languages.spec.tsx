import { loadCatalogs, translate } from '@intambwe/i18n';
import { setPseudoLocale, untranslatedTexts, prefixedPathInLocale } from '@intambwe/i18n/testing';
import { toaster } from '@intambwe/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingCatalogs } from './catalogs';
import { landingMessages } from './messages';
import { LandingPage } from './landing-page';
import { SECTION_CATALOGS } from './sections/catalogs';
import { jobsMessages } from './sections/trending-jobs/messages';
import { servicesMessages } from './sections/services/messages';
import { coursesAnswer, jobsAnswer } from './testing/fixtures';
import { TestProviders, type NetworkStubs } from './testing/test-providers';

const pathInLocale = prefixedPathInLocale;
const listings: NetworkStubs = { 'GET /jobs': jobsAnswer(), 'GET /courses/public': coursesAnswer() };

function renderPage(locale: string, network: NetworkStubs = listings) {
  return render(
    <TestProviders network={network} locale={locale} pathInLocale={pathInLocale}>
      <LandingPage floatingActions={null} />
    </TestProviders>,
  );
}

/** Every section has arrived (each loads its code and its words when the page renders in the browser). */
const fullyLoaded = async (container: HTMLElement) => {
  await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
  await waitFor(() => expect(container.querySelectorAll('main section h2').length).toBeGreaterThanOrEqual(8), {
    timeout: 15_000,
  });
  // The two lists have arrived too.
  await waitFor(
    () => expect(container.querySelectorAll('#trending-jobs ul li, #trending-courses ul li').length).toBeGreaterThan(2),
    {
      timeout: 15_000,
    },
  );
};

describe('the landing page in French, Kinyarwanda and Swahili', { timeout: 45_000 }, () => {
  it.each(['fr', 'rw', 'sw'] as const)('%s: the page, its sections and its links speak the language', async (locale) => {
    await loadCatalogs(locale, [landingCatalogs, ...SECTION_CATALOGS]);
    const first = translate(landingMessages, locale);
    const services = translate(servicesMessages, locale);
    const jobs = translate(jobsMessages, locale);
    const { container } = renderPage(locale);
    await fullyLoaded(container);

    // The first screen and a section below it, in the language (never the English).
    expect(screen.getByRole('navigation', { name: first.nav.label })).toBeInTheDocument();
    expect(first.nav.label).not.toBe('Main navigation');
    expect(screen.getByRole('heading', { level: 2, name: services.title })).toBeInTheDocument();
    expect(services.title).not.toBe('Programs for every stage of your career');
    expect(await screen.findByRole('list', { name: jobs.title })).toBeInTheDocument();

    // Links to the account screens stay in the language.
    for (const link of screen.getAllByRole('link', { name: first.nav.register })) {
      expect(link).toHaveAttribute('href', link.getAttribute('data-viewer') === 'user' ? `/${locale}/dashboard` : `/${locale}/register`);
    }
    // The footer offers the page in every language, each named in its own words, this one current.
    const footer = screen.getByRole('contentinfo');
    const languages = within(footer).getAllByRole('link', { name: /^(English|Français|Ikinyarwanda|Kiswahili)$/ });
    expect(languages.map((link) => link.getAttribute('href'))).toEqual(['/', '/fr/', '/rw/', '/sw/']);
    expect(
      within(footer).getByRole('link', { name: { fr: 'Français', rw: 'Ikinyarwanda', sw: 'Kiswahili' }[locale] }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('marks the language links for the page’s script, which keeps the choice for the next visit', async () => {
    await loadCatalogs('sw', [landingCatalogs, ...SECTION_CATALOGS]);
    const { container } = renderPage('sw');
    await fullyLoaded(container);
    const links = [...container.querySelectorAll('a[hreflang]')];
    // The bar's, the menu's and the footer's.
    expect(links).toHaveLength(12);
    for (const link of links) expect(link).toHaveAttribute('data-language-link');
  });
});

describe('no string of the landing page escapes translation (pseudo-locale)', { timeout: 60_000 }, () => {
  const PSEUDO = 'xx-landing';
  beforeAll(() => setPseudoLocale(PSEUDO, (english) => `⟦${english}⟧`));
  afterEach(() => act(() => toaster.remove()));

  /**
   * Text a translator does not own: the brand and its facts from the configuration, people's names
   * and companies of the testimonials, listings from the server (jobs, courses), language names,
   * numbers and marks.
   */
  const notOurs = new RegExp(
    [
      '^[\\s\\d.,:;|…()+\\-–—/$%“”"*#@©]*$',
      '^(English|Français|Ikinyarwanda|Kiswahili|en|fr|rw|sw)$',
      'Intambwe',
      '@example\\.com$',
      '^\\+250',
      'Kigali, Rwanda \\(placeholder address\\)',
      '^(Facebook|X \\(Twitter\\)|LinkedIn|Instagram|YouTube)$',
      // Testimonials: people and their employers (the same in every language).
      '^(Aline Uwase|Chinedu Okafor|Wanjiru Kamau|Jean-Paul Habimana|Amina Juma|Kwame Mensah|AU|CO|WK|JH|AJ|KM)$',
      'Kivu Digital Solutions|Eko Retail Analytics|Savannah Logistics|Ikawa Roasters|Pwani Community Health Initiative|BrightPath Energy',
    ].join('|'),
  );
  /**
   * What the stubbed server lists (titles, employers, skills, categories...) and how Intl writes
   * its figures, dates and weekdays in the page's language: data, not words of ours.
   */
  const listed = (text: string) => {
    const data = JSON.stringify([jobsAnswer(), coursesAnswer()]);
    if (data.includes(JSON.stringify(text).slice(1, -1))) return true;
    const words = text.split(' ');
    if (words.length === 2 && words.every((word) => data.includes(`"${word}"`))) return true; // an employer's first and last name
    return /^[A-Z]{3} [\d,.]+ - [\d,.]+$|^[A-Z][a-z]{2} \d{1,2}, \d{4}$|^[A-Z]{2}$|^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(
      text,
    );
  };

  const untranslated = (container: HTMLElement) =>
    untranslatedTexts(container, (text) => notOurs.test(text) || listed(text) || text === 'you@example.com');

  it('the whole page, every section and the footer', async () => {
    const { container } = renderPage(PSEUDO);
    await fullyLoaded(container);
    await waitFor(() => expect(untranslated(document.body)).toEqual([]), { timeout: 5000 });
  });

  it('the dialogs: the menu, the guided tour and the contact form, with its rules after an empty send', async () => {
    const { container } = renderPage(PSEUDO);
    await fullyLoaded(container);
    // The dialogs are in the page from the start, closed (the browser opens them).
    const dialogs = [...container.querySelectorAll('dialog')];
    expect(dialogs.map((dialog) => dialog.id)).toEqual(['site-menu', 'contact-dialog', 'demo-tour']);
    const contact = within(document.getElementById('contact-dialog') as HTMLElement);
    await userEvent.click(contact.getByRole('button', { name: '⟦Send Message⟧', hidden: true }));
    await waitFor(() => expect(document.querySelectorAll('#contact-dialog [aria-invalid="true"]').length).toBeGreaterThan(1));
    await userEvent.click(within(document.getElementById('demo-tour') as HTMLElement).getByRole('button', { name: '⟦Next⟧', hidden: true }));
    for (const dialog of dialogs) expect(untranslated(dialog)).toEqual([]);
  });

  it('the newsletter box and the contact form when the connection drops', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(PSEUDO, { ...listings, 'POST /newsletter': 'offline', 'POST /contact': 'offline' });
    await fullyLoaded(container);
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
    await user.type(within(footer).getByRole('textbox'), 'amina@example.com');
    await user.click(within(footer).getByRole('button', { name: '⟦Subscribe⟧' }));
    expect(await within(footer).findByRole('alert')).toHaveTextContent('⟦Network error. Please check your connection and try again.⟧');

    // The contact button opens its native dialog by `commandfor` (the browser's, or the page's own script): opened here as they do.
    expect(screen.getByRole('button', { name: '⟦Contact us⟧' })).toHaveAttribute('commandfor', 'contact-dialog');
    document.getElementById('contact-dialog')?.setAttribute('open', '');
    const contact = await screen.findByRole('dialog', { name: '⟦Contact us⟧' });
    await user.type(within(contact).getByRole('textbox', { name: /⟦Your name⟧/ }), 'Amina Juma');
    await user.type(within(contact).getByRole('textbox', { name: /⟦Email address⟧/ }), 'amina@example.com');
    await user.type(within(contact).getByRole('textbox', { name: /⟦Message⟧/ }), 'Tungependa kufundisha wauguzi 40.');
    await user.click(within(contact).getByRole('button', { name: '⟦Send Message⟧' }));
    expect(await within(contact).findByRole('alert')).toHaveTextContent('⟦Network error. Please check your connection and try again.⟧');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the empty and error states of the lists', async () => {
    const { container } = renderPage(PSEUDO, {
      'GET /jobs': { status: 200, body: { success: true, data: [] } },
      'GET /courses/public': { status: 500, body: { success: false, error: 'Down' } },
    });
    await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
    await screen.findByText('⟦No trending jobs available⟧', {}, { timeout: 15_000 });
    await screen.findByRole('alert', {}, { timeout: 15_000 });
    await waitFor(() => expect(untranslated(container)).toEqual([]));
  });
});
