import { defaultBrand } from '@intambwe/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
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

function renderPage(Page: ComponentType, network: NetworkStubs = {}, calls?: RecordedRequest[]) {
  return render(
    <TestProviders
      network={network}
      calls={calls}
      config={{ brand: { ...defaultBrand, name: 'Umurava Careers', supportEmail: 'help@umurava.example' } }}
    >
      <Page />
    </TestProviders>,
  );
}

describe('pages behind the footer links', () => {
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
    expect(placeholders.length).toBeGreaterThan(0);
    expect(placeholders[0]?.tagName).toBe('MARK');
  });

  it('names the page in the document title', async () => {
    renderPage(PrivacyPage);
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Umurava Careers'));
  });

  it('/about tells the vision, mission, values and reach from the platform facts', () => {
    renderPage(AboutPage);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    for (const heading of ['Our Vision', 'Our Mission', 'Our Core Values', 'Our reach']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Integrity' })).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
  });

  it('/support shows the business hours and ways to reach a person', () => {
    renderPage(SupportPage);
    expect(screen.getByText('8:00 AM - 6:00 PM CAT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:help@umurava.example');
    expect(screen.getByRole('link', { name: 'Use the contact form' })).toHaveAttribute('href', '/contact');
  });

  it('/contact sends a message with POST /api/contact', async () => {
    const calls: RecordedRequest[] = [];
    renderPage(
      ContactPage,
      { 'POST /contact': { status: 201, body: { success: true, message: 'Thank you! Your message has been sent.' } } },
      calls,
    );
    const form = within(screen.getByRole('region', { name: 'Send us a message' }));
    await userEvent.type(form.getByRole('textbox', { name: /Your name/ }), 'Chinedu Okafor');
    await userEvent.type(form.getByRole('textbox', { name: /Email address/ }), 'chinedu@example.com');
    await userEvent.type(form.getByRole('textbox', { name: /Message/ }), 'Do you offer evening classes in Lagos?');
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/contact' }));
    expect(screen.getByRole('link', { name: defaultBrand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultBrand.contactEmail}`,
    );
  });
});
