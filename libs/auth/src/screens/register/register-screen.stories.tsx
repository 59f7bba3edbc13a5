import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearToasts,
  dark,
  expectToast,
  fakeGoogle,
  findDialog,
  smallPhone,
  stayOnPage,
  withAuth,
  withGoogleClientId,
} from '../../testing/story-helpers';
import { failureAnswer, signInAnswer, googleNonceAnswer } from '../../testing/sample-answers';
import { RegisterScreen } from './register-screen';

const meta = {
  title: 'auth/Register',
  component: RegisterScreen,
  decorators: [withAuth],
  parameters: { layout: 'fullscreen', route: '/register' },
  beforeEach: clearToasts,
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/First name/), 'Aline');
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Uwase');
  await userEvent.type(canvas.getByLabelText(/Email address/), 'aline@example.com');
  await userEvent.selectOptions(canvas.getByLabelText(/I am a\.\.\./), 'job_seeker');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Kigali2026');
  await userEvent.type(canvas.getByLabelText(/Confirm password/), 'Kigali2026');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
};

export const Idle: Story = {};

export const Dark: Story = { globals: dark };

export const SmallScreen: Story = { globals: smallPhone };

export const SmallScreenDark: Story = { globals: { ...smallPhone, ...dark } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'A');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'kigali2026');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'kigali2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('First name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(
      canvas.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
    ).toBeVisible();
    await expect(canvas.getByText('You must agree to the terms and conditions')).toBeVisible();
    // The confirmation says it differs although every other rule is broken too.
    await expect(canvas.getByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByLabelText(/First name/)).toHaveFocus();
  },
};

export const ValidationErrorsDark: Story = { ...ValidationErrors, globals: dark };

/** Only the two password fields filled, and they differ: 'Passwords must match' shows at once. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Kigali2026');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'Kigali2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByLabelText(/Confirm password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  parameters: { network: { 'POST /auth/register': 'never' } },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Creating account/ })).toBeDisabled());
  },
};

export const EmailTaken: Story = {
  parameters: { network: { 'POST /auth/register': failureAnswer(409, 'EMAIL_TAKEN') } },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await expectToast('An account with this email already exists. Please sign in or reset your password.');
  },
};

export const FailedWithoutMessage: Story = {
  parameters: { network: { 'POST /auth/register': failureAnswer(400) } },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await expectToast('Registration failed. Please try again.');
  },
};

export const Success: Story = {
  beforeEach: stayOnPage,
  parameters: { network: { 'POST /auth/register': signInAnswer({ role: 'job_seeker' }, 201) } },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await expectToast('Registration successful!');
  },
};

export const GoogleCancelled: Story = {
  decorators: [withGoogleClientId],
  beforeEach: fakeGoogle({ oneTap: 'notDisplayed' }),
  parameters: { network: { 'POST /auth/google/nonce': googleNonceAnswer } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    const dialog = await findDialog('Sign in with Google');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectToast('Google sign-up was cancelled.');
  },
};

export const GoogleFailed: Story = {
  decorators: [withGoogleClientId],
  beforeEach: fakeGoogle({ oneTap: 'credential' }),
  parameters: {
    network: {
      'POST /auth/google/nonce': googleNonceAnswer,
      'POST /auth/google/exchange-code': failureAnswer(401, 'INVALID_ID_TOKEN'),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue with Google' }));
    await expectToast('Unable to create account with Google. Please try again or use the registration form.');
  },
};
