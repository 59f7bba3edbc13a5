import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts, dark, expectToast, smallPhone, stayOnPage, withAuth } from '../../testing/story-helpers';
import { failureAnswer, signInAnswer } from '../../testing/sample-answers';
import { ResetPasswordScreen } from './reset-password-screen';

const meta = {
  title: 'auth/Reset password',
  component: ResetPasswordScreen,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen', route: '/reset-password?token=storybook-token' },
  beforeEach: clearToasts,
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, password = 'Kigali2026', confirm = password) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/Confirm new password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
};

export const Form: Story = {};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'kigali2026', 'kigali2025');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Password must contain at least one uppercase letter, one lowercase letter, and one number')).toBeVisible();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Kigali2026', 'Kigali2025');
    await expect(await within(canvasElement).findByText('Passwords must match')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { network: { 'POST /auth/reset-password': 'never' } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Resetting/ })).toBeDisabled());
  },
};

export const Success: Story = {
  beforeEach: stayOnPage,
  parameters: { network: { 'POST /auth/reset-password': signInAnswer() } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await expectToast('Password reset successful! You are now logged in.');
  },
};

export const SuccessDarkSmallScreen: Story = { ...Success, globals: { ...dark, ...smallPhone } };

export const MissingToken: Story = {
  parameters: { route: '/reset-password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(within(canvasElement).getByText('Invalid or missing reset token')).toBeVisible();
  },
};

export const MissingTokenDark: Story = { ...MissingToken, globals: dark };

export const ExpiredToken: Story = {
  parameters: { network: { 'POST /auth/reset-password': failureAnswer(400, 'INVALID_RESET_TOKEN') } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { network: { 'POST /auth/reset-password': failureAnswer(500) } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expectToast('Server error. Please try again later.');
  },
};
