import { loadCatalogs, translate } from '@intambwe/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClientMessageTree } from '@intambwe/api-client';
import { IslandProviders } from '../../testing/island-providers';
import type { NetworkStubs, RecordedRequest } from '../../testing/test-providers';
import { footerMessages } from './messages';
import { NewsletterForm } from './newsletter-form';

function renderForm(network: NetworkStubs = {}, calls?: RecordedRequest[], locale = 'en') {
  return render(
    <IslandProviders network={network} calls={calls} locale={locale} islandKey="i7">
      <NewsletterForm />
    </IslandProviders>,
  );
}

const SENT = 'Almost done! Please confirm your subscription with the link we have sent to your inbox.';
const field = () => screen.getByRole('textbox', { name: 'Email address' });

describe('NewsletterForm (SPEC §2 Footer, §5; an island of the footer)', { timeout: 20_000 }, () => {
  it('is a form named by its heading, with a labelled email-type input', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Get career tips in your inbox' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'email');
    expect(field()).toHaveAttribute('name', 'email');
    expect(field()).toHaveAttribute('autocomplete', 'email');
    expect(field()).toBeRequired();
    // Ids come from the island's key: the same in the page's HTML and once hydrated.
    expect(field()).toHaveAttribute('id', 'i7-email');
  });

  it('subscribes with POST /api/newsletter, says so and empties the field', async () => {
    const calls: RecordedRequest[] = [];
    renderForm({ 'POST /newsletter': { body: { success: true, data: { email: 'amina@example.com' }, message: SENT } } }, calls);
    await userEvent.type(field(), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/newsletter', body: { email: 'amina@example.com' } })]);
    expect(field()).toHaveValue('');
  });

  it('says it is subscribing, and a second press meanwhile sends nothing more', async () => {
    const calls: RecordedRequest[] = [];
    renderForm({ 'POST /newsletter': 'never' }, calls);
    await userEvent.type(field(), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const busy = await screen.findByRole('button', { name: 'Subscribing…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(calls).toHaveLength(1);
  });

  it.each([
    {
      name: 'the field message of a 400',
      answer: {
        status: 400,
        body: {
          success: false,
          error: 'Invalid input',
          code: 'VALIDATION_ERROR',
          details: { email: 'English no screen reads' },
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
    { name: 'the network sentence when offline', answer: 'offline' as const, message: 'Network error. Please check your connection and try again.' },
  ])('shows $name when subscribing fails, keeping the address', async ({ answer, message }) => {
    renderForm({ 'POST /newsletter': answer });
    await userEvent.type(field(), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveValue('amina@example.com');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled'));
  });

  it('tells a failure in the page’s language', async () => {
    await loadCatalogs('rw', NewsletterForm.catalogs);
    const words = translate(footerMessages, 'rw');
    const sentences = translate(apiClientMessageTree, 'rw');
    renderForm({ 'POST /newsletter': 'offline' }, undefined, 'rw');
    await userEvent.type(screen.getByRole('textbox', { name: words.newsletterLabel }), 'amina@example.com');
    await userEvent.click(screen.getByRole('button', { name: words.subscribe }));
    expect(sentences.failures.NETWORK_ERROR).not.toBe('Network error. Please check your connection and try again.');
    expect(await screen.findByRole('alert')).toHaveTextContent(sentences.failures.NETWORK_ERROR);
  });
});
