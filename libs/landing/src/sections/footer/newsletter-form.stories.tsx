import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asIsland, dark, smallPhone } from '../../testing/story-helpers';
import { NewsletterForm } from './newsletter-form';

/** The newsletter island of the footer (as the page hydrates it): idle, sending, subscribed, refused. */
const meta = {
  title: 'landing/Newsletter form',
  component: NewsletterForm,
  decorators: [asIsland],
  // Each story sets its own answer: Storybook merges parameters deeply, which would blend answers.
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function subscribe(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'grace@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
}

export const Idle: Story = {};
export const IdleDark: Story = { globals: dark };
export const IdleSmallScreen: Story = { globals: smallPhone };

export const Subscribing: Story = {
  parameters: { network: { 'POST /newsletter': 'never' } },
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement);
    // While it is on its way the button says so, and a second press sends nothing more.
    await expect(canvasElement.querySelector('button[type="submit"]')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toHaveValue('grace@example.com');
  },
};

export const Subscribed: Story = {
  parameters: {
    network: {
      'POST /newsletter': {
        body: { success: true, message: 'Almost done! Please confirm your subscription with the link we have sent to your inbox.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement);
    await expect(
      await within(canvasElement).findByText('Almost done! Please confirm your subscription with the link we have sent to your inbox.'),
    ).toBeVisible();
  },
};

export const SubscribedDark: Story = { globals: dark, parameters: Subscribed.parameters, play: Subscribed.play };

export const Refused: Story = {
  globals: dark,
  parameters: {
    network: {
      'POST /newsletter': {
        status: 429,
        body: { success: false, error: 'English no screen reads', code: 'RATE_LIMITED', retryAfterSeconds: 60 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await subscribe(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Too many requests. Please wait 60 seconds and try again.');
  },
};
