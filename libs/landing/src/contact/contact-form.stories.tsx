import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FloatingActions } from '../floating/floating-actions';
import { asIsland, dark, smallPhone } from '../testing/story-helpers';
import { ContactDialog } from './contact-dialog';
import { ContactForm } from './contact-form';

/** The contact form island (as the page hydrates it), and the native dialog it sits in on the landing page. */
const meta = {
  title: 'landing/Contact',
  component: ContactForm,
  decorators: [asIsland],
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Amina Juma');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'amina@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Do you run coaching in Dar es Salaam?');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
}

export const Form: Story = {};
export const FormDark: Story = { globals: dark };
export const FormSmallScreen: Story = { globals: smallPhone };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValidationErrorsDark: Story = { globals: dark, play: ValidationErrors.play };

/** While the message is on its way: the button says so and a second press sends nothing more. */
export const Sending: Story = {
  parameters: { network: { 'POST /contact': 'never' } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Sent: Story = {
  parameters: {
    network: {
      'POST /contact': {
        status: 201,
        body: { success: true, message: 'Thank you! Your message has been sent. We usually reply within one business day.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Message sent')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send another message' })).toBeVisible();
  },
};

export const SentDark: Story = { globals: dark, parameters: Sent.parameters, play: Sent.play };

export const Failed: Story = {
  globals: dark,
  parameters: { network: { 'POST /contact': 'offline' } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
    // What was typed stays.
    await expect(within(canvasElement).getByRole('textbox', { name: /Your name/ })).toHaveValue('Amina Juma');
  },
};

/**
 * On the landing page: the floating contact button opens the native modal
 * dialog (`commandfor`), focus lands on the name field and stays inside, and
 * its close button returns it to the contact button.
 */
export const InDialog: Story = {
  globals: smallPhone,
  render: () => (
    <>
      <FloatingActions />
      <ContactDialog />
    </>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Contact us' });
    // The form is an island inside the closed dialog: wait until it is there, as the page hydrates it when idle.
    await waitFor(() => expect(canvasElement.querySelector('dialog input[autocomplete="name"]')).not.toBeNull());
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contact us' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Your name/ })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the contact form' }));
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(dialog).not.toBeVisible();
  },
};

export const InDialogDark: Story = {
  globals: { ...dark, ...smallPhone },
  render: InDialog.render,
  play: InDialog.play,
};
