import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders, type NetworkStubs, type RecordedRequest } from '../testing/test-providers';
import { ContactForm } from './contact-form';

function renderForm(network: NetworkStubs = {}, calls?: RecordedRequest[], onDone?: () => void) {
  return render(
    <TestProviders network={network} calls={calls}>
      <ContactForm onDone={onDone} />
    </TestProviders>,
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

describe('ContactForm', () => {
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
    it('sends POST /api/contact and shows the thanks, with Close', async () => {
      const calls: RecordedRequest[] = [];
      const onDone = vi.fn();
      renderForm(
        {
          'POST /contact': {
            status: 201,
            body: {
              success: true,
              data: { id: 'm1' },
              message: 'Thank you! Your message has been sent. We usually reply within one business day.',
            },
          },
        },
        calls,
        onDone,
      );
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Message sent')).toBeInTheDocument();
      expect(
        screen.getByText('Thank you! Your message has been sent. We usually reply within one business day.'),
      ).toBeInTheDocument();
      expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/contact', body: valid }));
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onDone).toHaveBeenCalled();
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
            details: { email: 'Please enter a valid email address' },
            fieldCodes: { email: 'EMAIL_INVALID' },
          },
        },
      });
      await fill(valid);
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText('Please enter a valid email address', { selector: '[data-part="error-text"]' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
