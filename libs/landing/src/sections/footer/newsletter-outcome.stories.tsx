import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asIsland, dark, smallPhone } from '../../testing/story-helpers';
import { NewsletterOutcome } from './newsletter-outcome';
import { NEWSLETTER_PARAM } from './newsletter-param';

/** Arrives from the emailed confirmation link (the server redirects to `/?newsletter=<outcome>`); puts the address back after. */
const arrivingWith = (outcome: string) => () => {
  const before = window.location.href;
  const url = new URL(before);
  url.searchParams.set(NEWSLETTER_PARAM, outcome);
  window.history.replaceState(window.history.state, '', url);
  return () => window.history.replaceState(window.history.state, '', before);
};

/** The notice after the newsletter's confirmation link (an island that shows nothing on other visits). */
const meta = {
  title: 'landing/Newsletter outcome',
  component: NewsletterOutcome,
  decorators: [asIsland],
} satisfies Meta<typeof NewsletterOutcome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  beforeEach: arrivingWith('confirmed'),
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('status');
    await expect(notice).toHaveTextContent("You're subscribed!");
    // The address is tidied, so a reload does not say it again.
    await expect(new URL(window.location.href).searchParams.has(NEWSLETTER_PARAM)).toBe(false);
  },
};

export const ConfirmedDark: Story = { globals: dark, beforeEach: Confirmed.beforeEach, play: Confirmed.play };

export const Invalid: Story = {
  globals: smallPhone,
  beforeEach: arrivingWith('invalid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const InvalidDark: Story = {
  globals: dark,
  beforeEach: arrivingWith('invalid'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
  },
};

/** Any other visit: nothing. */
export const OtherVisit: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
