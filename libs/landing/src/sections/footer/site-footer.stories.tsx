import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dark, smallPhone } from '../../testing/story-helpers';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'landing/Footer',
  component: SiteFooter,
  // Each story sets its own answer: Storybook merges parameters deeply, which would blend answers.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer as the page has it: the newsletter box is an island, rendered in place (its states: see 'landing/Newsletter form'). */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Email address' }, { timeout: 10_000 })).toBeVisible();
  },
};
export const Dark: Story = { globals: dark, play: Light.play };
export const SmallScreen: Story = { globals: smallPhone, play: Light.play };

export const Subscribed: Story = {
  parameters: {
    network: {
      'POST /newsletter': {
        body: { success: true, message: 'Almost done! Please confirm your subscription with the link we have sent to your inbox.' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }, { timeout: 10_000 }), 'grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Almost done! Please confirm your subscription with the link we have sent to your inbox.')).toBeVisible();
  },
};

export const SubscribeFailedDark: Story = {
  globals: dark,
  parameters: {
    network: {
      'POST /newsletter': {
        status: 429,
        body: { success: false, error: 'Too many requests. Please wait 60 seconds and try again.', code: 'RATE_LIMITED', retryAfterSeconds: 60 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email address' }, { timeout: 10_000 }), 'grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests');
  },
};
