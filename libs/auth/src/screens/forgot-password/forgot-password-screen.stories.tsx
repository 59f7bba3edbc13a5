import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts, dark, expectToast, smallPhone, withAuth } from '../../testing/story-helpers';
import { failureAnswer } from '../../testing/sample-answers';
import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'auth/Forgot password',
  component: ForgotPasswordScreen,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
  beforeEach: clearToasts,
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = { body: { success: true, message: 'If an account exists, an email is on its way.' } };

/** Answers in turn: the first request gets the first answer, and so on (the last repeats). */
const inTurn = <T,>(...answers: T[]) => {
  let turn = 0;
  return () => answers[Math.min(turn++, answers.length - 1)] as T;
};

const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email address/), 'aline@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
};

const explains = (message: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await send(canvasElement);
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
};

export const Idle: Story = {};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'aline');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { network: { 'POST /auth/forgot-password': 'never' } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Sending/ })).toBeDisabled());
  },
};

export const CheckYourEmail: Story = {
  parameters: { network: { 'POST /auth/forgot-password': sent } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expectToast('Password reset instructions sent to your email!');
  },
};

export const CheckYourEmailDarkSmallScreen: Story = { ...CheckYourEmail, globals: { ...dark, ...smallPhone } };

export const Resent: Story = {
  parameters: { network: { 'POST /auth/forgot-password': sent } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend Email' }));
    await expectToast('Email sent again!');
  },
};

export const ResendFailed: Story = {
  parameters: { network: { 'POST /auth/forgot-password': inTurn<object>(sent, failureAnswer(418)) } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend Email' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Failed to resend email. Please try again.');
  },
};

export const NotFound: Story = {
  parameters: { network: { 'POST /auth/forgot-password': failureAnswer(404, 'NOT_FOUND') } },
  play: explains("We couldn't find an account with that email address."),
};

export const TooManyAttempts: Story = {
  parameters: { network: { 'POST /auth/forgot-password': failureAnswer(429, 'RATE_LIMITED', { retryAfterSeconds: 60 }) } },
  play: explains('Too many password reset attempts. Please wait a few minutes before trying again.'),
};

export const ServerError: Story = {
  parameters: { network: { 'POST /auth/forgot-password': failureAnswer(500) } },
  play: explains('Our servers are experiencing issues. Please try again in a few minutes.'),
};

export const Offline: Story = {
  parameters: { network: { 'POST /auth/forgot-password': 'offline' } },
  play: explains('Network error. Please check your internet connection and try again.'),
};

export const OfflineDark: Story = { ...Offline, globals: dark };

export const OtherCode: Story = {
  parameters: { network: { 'POST /auth/forgot-password': failureAnswer(403, 'FORBIDDEN') } },
  play: explains('You are not allowed to do this.'),
};

export const SendDefault: Story = {
  parameters: { network: { 'POST /auth/forgot-password': failureAnswer(418) } },
  play: explains('Failed to send reset email. Please try again.'),
};
