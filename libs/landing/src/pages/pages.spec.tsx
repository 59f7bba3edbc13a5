import { defaultBrand } from '@intambwe/contract';
import { I18nProvider } from '@intambwe/i18n';
import { prefixedPathInLocale } from '@intambwe/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
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
import { TestProviders, type NetworkStubs, type RecordedRequest } from '../testing/test-providers';

const pathInLocale = prefixedPathInLocale;

function renderPage(Page: ComponentType, network: NetworkStubs = {}, calls?: RecordedRequest[]) {
  return render(
    <TestProviders
      network={network}
      calls={calls}
      config={{ brand: { ...defaultBrand, name: 'Umurava Careers', supportEmail: 'help@umurava.example' } }}
    >
      <Suspense fallback={<p>Loading the page…</p>}>
        <I18nProvider locale="en" pathInLocale={pathInLocale}>
          <Page />
        </I18nProvider>
      </Suspense>
    </TestProviders>,
  );
}

describe('pages behind the footer links', { timeout: 20_000 }, () => {
  it.each([
    ['/terms', TermsPage, 'Terms of Service', 'Governing law'],
    ['/privacy', PrivacyPage, 'Privacy Policy', 'Your rights'],
    ['/cookies', CookiesPage, 'Cookie Policy', 'What we store on your device'],
    ['/accessibility', AccessibilityPage, 'Accessibility Statement', 'Known limitations'],
    ['/security', SecurityPage, 'Security', 'Report a vulnerability'],
    ['/support', SupportPage, 'Support', 'Signing in'],
  ] as const)('%s shows its heading, sections and a way home', (_path, Page, title, section) => {
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(section, 'i') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('fills the brand facts in and marks the legal details still to be confirmed', () => {
    renderPage(TermsPage);
    expect(screen.getByText(/govern your use of the Umurava Careers website/)).toBeInTheDocument();
    expect(screen.getByText('Highlighted text marks details still to be confirmed by the company.')).toBeInTheDocument();
    const placeholders = screen.getAllByText(/^\[To be confirmed:/);
    expect(placeholders.map((mark) => mark.textContent)).toEqual([
      '[To be confirmed: registered legal entity name]',
      '[To be confirmed: company registration number]',
      '[To be confirmed: registered office address]',
    ]);
    expect(placeholders[0]?.tagName).toBe('MARK');
    expect(screen.getByText(/^Umurava Careers is operated by/)).toHaveTextContent(
      'Umurava Careers is operated by [To be confirmed: registered legal entity name], a company registered in Rwanda',
    );
    expect(screen.getByText(`Questions about these terms: ${defaultBrand.contactEmail}.`)).toBeInTheDocument();
  });

  it('dates the policies, and shows no highlight note where nothing is to be confirmed', () => {
    renderPage(SecurityPage);
    expect(screen.getByText('Last updated: 24 November 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Highlighted text marks/)).toBeNull();
    expect(screen.getByText(/^If you believe you have found a security issue, email help@umurava\.example/)).toBeInTheDocument();
  });

  it('/cookies names what the site stores as the code names it, list first and its explanation after', () => {
    renderPage(CookiesPage);
    const section = screen.getByRole('heading', { level: 2, name: 'What we store on your device' }).parentElement as HTMLElement;
    const items = within(section).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'token: keeps you signed in (removed when you log out).',
      'refreshToken: renews your session without asking for your password again (removed when you log out).',
      'user: your name, email and role, so the page can greet you before the server answers (removed when you log out).',
      'theme-preference: whether you chose the light or dark theme.',
      'language: the language you chose (English, French, Kinyarwanda or Swahili), so the site opens in it on your next visit.',
    ]);
    const list = within(section).getByRole('list');
    const explanation = within(section).getByText(/^These are stored in your browser’s local storage/);
    expect(list.compareDocumentPosition(explanation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The one cookie, named as the code names it (the server reads it to send people to their language).
    expect(within(section).getByText(/kept in one small cookie, language, so that our server/)).toBeInTheDocument();
  });

  it('/accessibility quotes the skip link by its own label', () => {
    renderPage(AccessibilityPage);
    expect(screen.getByText(/a “Skip to main content” link\.$/)).toBeInTheDocument();
  });

  it('/privacy says what deleting the account and downloading the data really do', () => {
    renderPage(PrivacyPage);
    const deletion = within(screen.getByRole('heading', { level: 2, name: 'Deleting your account' }).closest('section') as HTMLElement);
    expect(deletion.getByText(/^At once, nobody can sign in to the account any more/)).toBeInTheDocument();
    expect(deletion.getByText(/your sessions on every device, your passkeys, your newsletter subscription and the messages you sent us/)).toBeInTheDocument();
    expect(deletion.getByText(/signed out of the e-learning platform and the job portal/)).toBeInTheDocument();
    expect(deletion.getByText(/^Within 30 days, a scheduled job erases what remains: the account record itself and the history of your sign-ins\.$/)).toBeInTheDocument();
    const download = within(screen.getByRole('heading', { level: 2, name: 'Downloading your data' }).closest('section') as HTMLElement);
    expect(download.getByText(/a JSON file .*your sessions .*the history of your sign-ins .*your passkeys, your newsletter subscription and the messages .*nothing about anyone else/)).toBeInTheDocument();
    expect(screen.queryByText(/within 12 months/)).toBeNull();
  });

  it('leaves the document title to the host (apps/web names each route)', () => {
    document.title = 'Set by the host';
    renderPage(PrivacyPage);
    expect(document.title).toBe('Set by the host');
  });

  it('links to the other pages behind the footer', () => {
    renderPage(TermsPage);
    const others = within(screen.getByRole('navigation', { name: 'More information' }));
    expect(others.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/about'],
      ['Support', '/support'],
      ['Contact us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['Security', '/security'],
      ['Accessibility Statement', '/accessibility'],
    ]);
    expect(screen.getByRole('link', { name: 'Umurava Careers, home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(`© ${new Date().getFullYear()} Umurava Careers. All rights reserved.`)).toBeInTheDocument();
  });

  it('/about tells the vision, mission, values and reach from the platform facts', () => {
    renderPage(AboutPage);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    for (const heading of ['Our Vision', 'Our Mission', 'Our Core Values', 'Our reach']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Integrity' })).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
    expect(screen.getByText(/^Headquartered in Kigali, Rwanda, we are Africa's career transformation platform/)).toBeInTheDocument();
    expect(screen.getByText(/^Umurava Careers is a trading name of/)).toBeInTheDocument();
    expect(screen.getByText('[To be confirmed: registered legal entity name]').tagName).toBe('MARK');
  });

  it('/support shows the business hours and ways to reach a person', () => {
    renderPage(SupportPage);
    expect(screen.getByText('8:00 AM - 6:00 PM CAT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:help@umurava.example');
    expect(screen.getByRole('link', { name: 'Use the contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText(/^Last updated/)).toBeNull();
  });

  it('/contact sends a message with POST /api/contact', async () => {
    const calls: RecordedRequest[] = [];
    renderPage(
      ContactPage,
      { 'POST /contact': { status: 201, body: { success: true, data: { id: 'm1' } } } },
      calls,
    );
    const region = screen.getByRole('region', { name: 'Send us a message' });
    // Not in a dialog: nothing to close, no focus taken.
    expect(region.querySelector('[data-island="landing.contact-form"]')).toHaveAttribute('data-props', '{}');
    const form = within(region);
    // The form is an island: in a browser tree it renders in place once its code has arrived.
    await userEvent.type(await form.findByRole('textbox', { name: /Your name/ }), 'Chinedu Okafor');
    await userEvent.type(form.getByRole('textbox', { name: /Email address/ }), 'chinedu@example.com');
    await userEvent.type(form.getByRole('textbox', { name: /Message/ }), 'Do you offer evening classes in Lagos?');
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! Your message has been sent. We usually reply within one business day.')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/contact' }));
    expect(screen.getByRole('link', { name: defaultBrand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultBrand.contactEmail}`,
    );
  });
});
