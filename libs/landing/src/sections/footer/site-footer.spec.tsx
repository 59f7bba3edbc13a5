import { defaultBrand } from '@intambwe/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders, type NetworkStubs, type RecordedRequest } from '../../testing/test-providers';
import { SiteFooter } from './site-footer';

function renderFooter(network: NetworkStubs = {}, calls?: RecordedRequest[]) {
  return render(
    <TestProviders
      network={network}
      calls={calls}
      config={{ brand: { ...defaultBrand, name: 'Umurava Careers', phone: '+250 788 123 456' } }}
    >
      <SiteFooter />
    </TestProviders>,
  );
}

describe('SiteFooter (SPEC §2 Footer)', () => {
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

  describe('Newsletter', () => {
    it('has an email-type input with a label', () => {
      renderFooter();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    });

    it('subscribes with POST /api/newsletter and says so', async () => {
      const calls: RecordedRequest[] = [];
      renderFooter(
        {
          'POST /newsletter': {
            body: {
              success: true,
              data: { email: 'amina@example.com' },
              message: 'Almost done! Please confirm your subscription with the link we have sent to your inbox.',
            },
          },
        },
        calls,
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'amina@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(
        await screen.findByText('Almost done! Please confirm your subscription with the link we have sent to your inbox.'),
      ).toBeInTheDocument();
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/newsletter', body: { email: 'amina@example.com' } }),
      );
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    });

    it.each([
      {
        name: 'the field message of a 400',
        answer: {
          status: 400,
          body: {
            success: false,
            error: 'Please enter a valid email address',
            code: 'VALIDATION_ERROR',
            details: { email: 'Please enter a valid email address' },
            fieldCodes: { email: 'EMAIL_INVALID' },
          },
        },
        message: 'Please enter a valid email address',
      },
      {
        name: 'the rate-limit message',
        answer: { status: 429, body: { success: false, error: 'Slow down', code: 'RATE_LIMITED', retryAfterSeconds: 60 } },
        message: 'Too many requests. Please wait 60 seconds and try again.',
      },
      {
        name: 'the network sentence when offline',
        answer: 'offline' as const,
        message: 'Network error. Please check your connection and try again.',
      },
    ])('shows $name when subscribing fails, keeping the address', async ({ answer, message }) => {
      renderFooter({ 'POST /newsletter': answer });
      await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'amina@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('amina@example.com');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    });
  });
});
