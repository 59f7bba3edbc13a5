import { loadCatalogs, translate } from '@intambwe/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IslandProviders } from '../testing/island-providers';
import type { NetworkStubs, RecordedRequest } from '../testing/test-providers';
import { apiClientMessageTree } from '@intambwe/api-client';
import { ContactForm } from './contact-form';
import { contactMessages } from './messages';

function renderForm(network: NetworkStubs = {}, calls?: RecordedRequest[], inDialog?: string) {
  return render(
    <IslandProviders network={network} calls={calls} islandKey="i9">
      <ContactForm inDialog={inDialog} />
    </IslandProviders>,
  );
}

async function fill(values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name) await userEvent.type(screen.getByRole('textbox', { name: /Your name/ }), values.name);
  if (values.email) await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), values.email);
  if (values.subject) await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), values.subject);
  if (values.message) await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), values.message);
}

const valid = {
  name: 'Amina Juma',
  email: 'amina@example.com',
  subject: 'Partnership',
  message: 'We would like to train 40 nurses next year.',
};

describe('ContactForm (SPEC §2 contact; an island of the contact dialog and the /contact page)', { timeout: 20_000 }, () => {
  describe('Fields', () => {
    it('labels every field, marks the required ones and ties each error to its field', async () => {
      renderForm();
      for (const name of [/Your name/, /Email address/, /Message/]) expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
      expect(screen.getByRole('textbox', { name: /Subject/ })).not.toHaveAttribute('aria-required');
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleName('Subject (Optional)');
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('type', 'email');
      // Ids come from the island's key: the same in the page's HTML and once hydrated.
      expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('id', 'i9-name');
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByRole('textbox', { name: /Your name/, description: 'Name is required' })).toHaveAttribute('aria-invalid', 'true');
    });

    it('takes focus on its first field in the dialog (as the dialog opens), and not on a page', () => {
      const { unmount } = renderForm({}, undefined, 'contact-dialog');
      expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
      unmount();
      renderForm();
      expect(screen.getByRole('textbox', { name: /Your name/ })).not.toHaveFocus();
      expect(screen.getByRole('textbox', { name: /Your name/ })).not.toHaveAttribute('autofocus');
    });
  });


  describe('Validation (the contract rules)', () => {
    it('says what is missing and sends nothing', async () => {
      const calls: RecordedRequest[] = [];
      renderForm({}, calls);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      expect(screen.getByText('Message is required')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toEqual([]);
    });

    it('a try the checks refuse never shows Send Message busy', async () => {
      renderForm();
      const button = screen.getByRole('button', { name: 'Send Message' });
      const seen: string[] = [];
      const watch = new MutationObserver(() => seen.push(`${button.textContent ?? ''}|${button.getAttribute('aria-disabled') ?? ''}`));
      watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      await userEvent.click(button);
      expect(await screen.findByText('Name is required')).toBeInTheDocument();
      watch.disconnect();
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((state) => state !== 'Send Message|')).toEqual([]);
    });

    it.each([
      { values: { ...valid, email: 'amina@' }, message: 'Please enter a valid email address' },
      { values: { ...valid, message: 'Too short' }, message: 'Message must be at least 10 characters' },
    ])('rejects $values.email / $values.message', async ({ values, message }) => {
      renderForm();
      await fill(values);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    });
  });

  describe('Sending', () => {
    it('sends POST /api/contact and shows the thanks, with Close closing its dialog', async () => {
      const calls: RecordedRequest[] = [];
      renderForm(
        {
          'POST /contact': {
            status: 201,
            body: { success: true, data: { id: 'm1' }, message: 'Thank you! Your message has been sent. We usually reply within one business day.' },
          },
        },
        calls,
        'contact-dialog',
      );
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Message sent')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been sent. We usually reply within one business day.');
      expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: '/contact', body: valid })]);
      const close = screen.getByRole('button', { name: 'Close' });
      expect(close).toHaveAttribute('commandfor', 'contact-dialog');
      expect(close).toHaveAttribute('command', 'close');
    });

    it('offers no Close on a page of its own', async () => {
      renderForm({ 'POST /contact': { status: 201, body: { success: true } } });
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Message sent')).toBeInTheDocument();
      // Without the server's words, its own thanks.
      expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your message has been sent. We usually reply within one business day.');
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });

    it('says it is sending, and a second press meanwhile sends nothing more', async () => {
      const calls: RecordedRequest[] = [];
      renderForm({ 'POST /contact': 'never' }, calls);
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      const busy = await screen.findByRole('button', { name: 'Sending…' });
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(busy);
      expect(calls).toHaveLength(1);
    });

    it('leaves the subject out when it is empty, and can send another message', async () => {
      const calls: RecordedRequest[] = [];
      renderForm({ 'POST /contact': { status: 201, body: { success: true } } }, calls);
      await fill({ name: 'Kwame Mensah', email: 'kwame@example.com', message: 'How do I get my certificate?' });
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Message sent')).toBeInTheDocument();
      expect(calls.at(-1)?.body).toEqual({
        name: 'Kwame Mensah',
        email: 'kwame@example.com',
        message: 'How do I get my certificate?',
      });
      await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
      expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('');
    });

    it('marks its first field `autofocus` in the dialog even when rendered in the browser (after Send another message), so the dialog opens on it', async () => {
      renderForm({ 'POST /contact': { status: 201, body: { success: true } } }, undefined, 'contact-dialog');
      expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('autofocus');
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
      expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('autofocus');
    });

    it('keeps what was typed and explains a failure', async () => {
      renderForm({
        'POST /contact': {
          status: 429,
          body: { success: false, error: 'Slow down', code: 'RATE_LIMITED', retryAfterSeconds: 900 },
        },
      });
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your message was not sent');
      expect(alert).toHaveTextContent('Too many requests. Please wait 900 seconds and try again.');
      expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(valid.message);
    });

    it("puts the server's field messages next to the fields", async () => {
      renderForm({
        'POST /contact': {
          status: 400,
          body: {
            success: false,
            error: 'Please enter a valid email address',
            code: 'VALIDATION_ERROR',
            details: { email: 'English no screen reads' },
            fieldCodes: { email: 'EMAIL_INVALID' },
          },
        },
      });
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findAllByText('Please enter a valid email address')).not.toHaveLength(0);
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription(/Please enter a valid email address/);
    });
  });

  describe('In the page’s language', () => {
    it('says what is missing, and why sending failed, in French', async () => {
      await loadCatalogs('fr', ContactForm.catalogs);
      const words = translate(contactMessages, 'fr');
      const sentences = translate(apiClientMessageTree, 'fr');
      render(
        <IslandProviders network={{ 'POST /contact': { status: 429, body: { success: false, error: 'Too many requests. Please wait 900 seconds and try again.', code: 'RATE_LIMITED', retryAfterSeconds: 900 } } }} locale="fr">
          <ContactForm />
        </IslandProviders>,
      );
      await userEvent.click(screen.getByRole('button', { name: words.send }));
      expect(sentences.fields.NAME_REQUIRED).not.toBe('Name is required');
      expect(await screen.findByText(sentences.fields.NAME_REQUIRED)).toBeInTheDocument();
      expect(screen.getByText(sentences.fields.MESSAGE_REQUIRED)).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.name) }), valid.name);
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.email) }), 'amina@');
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.message) }), 'Trop court');
      await userEvent.click(screen.getByRole('button', { name: words.send }));
      expect(await screen.findByText(sentences.fields.EMAIL_INVALID)).toBeInTheDocument();
      await userEvent.clear(screen.getByRole('textbox', { name: new RegExp(words.email) }));
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.email) }), valid.email);
      await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.message) }), ', mais plus maintenant.');
      await userEvent.click(screen.getByRole('button', { name: words.send }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(words.failureTitle);
      expect(alert.textContent).toContain(sentences.failures.RATE_LIMITED({ seconds: 900 }));
    });
  });
});
