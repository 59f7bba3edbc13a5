import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ok } from '../../testing/account-stubs';
import { dark, smallPhone, screenStories } from '../../testing/story-helpers';
import { failureAnswer, sampleUser } from '../../testing/sample-answers';
import { ConfirmEmailScreen, VerifyEmailScreen } from './email-link-screen';

const meta = {
  title: 'auth/Email links',
  component: VerifyEmailScreen,
  ...screenStories('/verify-email?token=storybook-token'),
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  parameters: { network: { 'POST /auth/verify-email': 'never' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Verifying your email address…')).toBeVisible();
  },
};

export const VerifyingDark: Story = { ...Verifying, globals: dark };

export const Verified: Story = {
  parameters: { network: { 'POST /auth/verify-email': ok({ user: { ...sampleUser, isEmailVerified: true } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your email is verified' })).toBeVisible();
    await expect(canvas.getByText('Thank you. aline@example.com is confirmed.')).toBeVisible();
  },
};

export const VerifiedDarkSmallScreen: Story = { ...Verified, globals: { ...dark, ...smallPhone } };

export const InvalidLink: Story = {
  parameters: { network: { 'POST /auth/verify-email': failureAnswer(400, 'INVALID_TOKEN') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This link does not work' })).toBeVisible();
  },
};

export const InvalidLinkDark: Story = { ...InvalidLink, globals: dark };

export const MissingToken: Story = {
  parameters: { route: '/verify-email' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Verification links work once, for 24 hours.',
    );
  },
};

export const Offline: Story = {
  parameters: { network: { 'POST /auth/verify-email': 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not verify your email. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const EmailChanged: Story = {
  render: () => <ConfirmEmailScreen />,
  parameters: {
    route: '/confirm-email?token=storybook-token',
    network: { 'POST /auth/change-email/confirm': ok({ user: { ...sampleUser, email: 'aline.new@example.com' } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your email address is changed' })).toBeVisible();
    await expect(canvas.getByText('You now sign in with aline.new@example.com.')).toBeVisible();
  },
};

export const EmailChangedDark: Story = { ...EmailChanged, globals: dark };

export const EmailChangeLinkInvalid: Story = {
  render: () => <ConfirmEmailScreen />,
  parameters: {
    route: '/confirm-email?token=used',
    network: { 'POST /auth/change-email/confirm': failureAnswer(400, 'INVALID_TOKEN') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Confirmation links work once');
  },
};
