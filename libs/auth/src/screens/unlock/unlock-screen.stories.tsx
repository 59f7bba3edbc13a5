import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dark, smallPhone, screenStories } from '../../testing/story-helpers';
import { failureAnswer } from '../../testing/sample-answers';
import { UnlockScreen } from './unlock-screen';

const meta = {
  title: 'auth/Unlock link',
  component: UnlockScreen,
  ...screenStories('/unlock?token=story-unlock-token'),
} satisfies Meta<typeof UnlockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const unlocked = { body: { success: true, data: { deviceToken: 'd1.story.1.nonce-story-0000000.sig' } } };
const invalid = failureAnswer(400, 'INVALID_UNLOCK_TOKEN');

export const Unlocking: Story = { parameters: { network: { 'POST /auth/unlock': 'never' } } };

export const Unlocked: Story = {
  parameters: { network: { 'POST /auth/unlock': unlocked } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'This browser is unlocked' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

export const UnlockedDark: Story = { ...Unlocked, globals: dark };

export const InvalidLink: Story = {
  parameters: { network: { 'POST /auth/unlock': invalid } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Unlock links work once, for 24 hours.');
  },
};

export const InvalidLinkSmallScreen: Story = { ...InvalidLink, globals: smallPhone };

export const Failed: Story = {
  parameters: { network: { 'POST /auth/unlock': 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not unlock sign-in on this browser.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FailedDark: Story = { ...Failed, globals: dark };
