import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearToasts, dark, smallPhone, withAuth } from '../../testing/story-helpers';
import { failureAnswer } from '../../testing/stub-network';
import { AuthCallbackScreen } from './auth-callback-screen';

const meta = {
  title: 'auth/Auth callback (sister platforms)',
  component: AuthCallbackScreen,
  decorators: [withAuth],
  args: { platform: 'elearning' },
  beforeEach: clearToasts,
  parameters: { layout: 'fullscreen', route: '/auth/callback?code=story-code' },
} satisfies Meta<typeof AuthCallbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  parameters: { network: { 'POST /auth/handoff/exchange': 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('One moment, please.');
  },
};

export const SigningInDark: Story = { ...SigningIn, globals: dark };

export const Expired: Story = {
  parameters: { network: { 'POST /auth/handoff/exchange': failureAnswer(400, 'INVALID_HANDOFF_CODE') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This sign-in link has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  },
};

export const ExpiredSmallScreenDark: Story = { ...Expired, globals: { ...smallPhone, ...dark } };

export const Offline: Story = {
  parameters: { network: { 'POST /auth/handoff/exchange': 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const OfflineDark: Story = { ...Offline, globals: dark };
