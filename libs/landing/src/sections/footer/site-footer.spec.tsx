import { defaultBrand } from '@intambwe/contract';
import { prefixedPathInLocale } from '@intambwe/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import { TestProviders } from '../../testing/test-providers';
import { SiteFooter } from './site-footer';

function renderFooter() {
  return render(
    <TestProviders
      config={{ brand: { ...defaultBrand, name: 'Umurava Careers', phone: '+250 788 123 456' } }}
    >
      <SiteFooter />
    </TestProviders>,
  );
}

describe('SiteFooter (SPEC §2 Footer; static, with the newsletter island)', { timeout: 20_000 }, () => {
  describe('Links', () => {
    it.each([
      ['Companies', '/companies'],
      ['About Us', '/about'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact'],
      ['Support', '/support'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Security', '/security'],
      ['Cookie Policy', '/cookies'],
      ['Accessibility', '/accessibility'],
    ])('%s goes to %s on this site', (name, href) => {
      renderFooter();
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
    });

    it.each([
      ['Find Jobs', 'https://jobs.example.com/jobs'],
      ['Certificates', 'https://learn.example.com/certificates'],
      ['AI Interview Coach', 'https://jobs.example.com/interviews'],
    ])('%s (an /app/* link) opens %s in a new tab', (name, href) => {
      renderFooter();
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    });

    it('lists the social links from the brand facts', () => {
      renderFooter();
      const social = within(screen.getByRole('navigation', { name: 'Follow us' }));
      for (const { label, href } of defaultBrand.socialLinks) {
        expect(social.getByRole('link', { name: new RegExp(label.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', href);
      }
    });
  });

  describe('Brand facts', () => {
    it('shows the contact email, phone, address and business hours', () => {
      renderFooter();
      expect(screen.getByRole('link', { name: /hello@example.com/ })).toHaveAttribute('href', 'mailto:hello@example.com');
      expect(screen.getByRole('link', { name: /\+250 788 123 456/ })).toHaveAttribute('href', 'tel:+250788123456');
      expect(screen.getByText(defaultBrand.address)).toBeInTheDocument();
      expect(screen.getByText('Monday - Friday')).toBeInTheDocument();
      expect(screen.getByText('8:00 AM - 6:00 PM CAT')).toBeInTheDocument();
      expect(screen.getByText('9:00 AM - 4:00 PM CAT')).toBeInTheDocument();
      expect(screen.getByText('Sunday')).toBeInTheDocument();
      expect(screen.getByText('Closed')).toBeInTheDocument();
      expect(screen.getByText(/Umurava Careers\. All rights reserved\./)).toBeInTheDocument();
    });
  });

  describe('Languages', () => {
    it('offers this page in each language, named in its own words', () => {
      render(
        <TestProviders pathInLocale={prefixedPathInLocale}>
          <SiteFooter path="/privacy" />
        </TestProviders>,
      );
      const languages = within(screen.getByRole('navigation', { name: 'This page in another language' })).getAllByRole('link');
      expect(languages.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')])).toEqual([
        ['English', '/privacy', 'en'],
        ['Français', '/fr/privacy', 'fr'],
        ['Ikinyarwanda', '/rw/privacy', 'rw'],
        ['Kiswahili', '/sw/privacy', 'sw'],
      ]);
      expect(languages[0]).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('Newsletter', () => {
    it('holds the newsletter box as an island that hydrates as it comes near', async () => {
      const { container } = renderFooter();
      const island = container.querySelector('[data-island="landing.newsletter"]') as HTMLElement;
      expect(island).toHaveAttribute('data-hydrate', 'visible');
      expect(await within(island).findByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
      expect(screen.getByRole('form', { name: 'Get career tips in your inbox' })).toBeInTheDocument();
    });
  });
});
