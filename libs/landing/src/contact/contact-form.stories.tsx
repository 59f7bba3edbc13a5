import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dark, smallPhone } from '../testing/story-helpers';
import { ContactDialog } from './contact-dialog';
import { ContactForm } from './contact-form';

const meta = {
  title: 'landing/Contact',
  component: ContactForm,
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

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
    await expect(await within(canvasElement).findByText('Name is required')).toBeVisible();
  },
};

export const ValidationErrorsDark: Story = { globals: dark, play: ValidationErrors.play };

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
    await expect(await within(canvasElement).findByText('Message sent')).toBeVisible();
  },
};

export const Failed: Story = {
  globals: dark,
  parameters: { network: { 'POST /contact': 'offline' } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  },
};

/** The dialog the floating contact button opens: focus lands on the name field and is trapped inside. */
export const InDialog: StoryObj<typeof ContactDialog> = {
  globals: smallPhone,
  render: () => <ContactDialog open onOpenChange={() => undefined} />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contact us' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Your name/ })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const InDialogDark: StoryObj<typeof ContactDialog> = {
  globals: { ...dark, ...smallPhone },
  render: InDialog.render,
  play: InDialog.play,
};
