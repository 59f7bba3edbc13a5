import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dark, fakeGoogle, smallPhone, withGoogleClientId, screenStories } from '../../testing/story-helpers';
import { failureAnswer, sampleGoogleUserData, signInAnswer, googleNonceAnswer } from '../../testing/sample-answers';
import { TestGoogleScreen } from './test-google-screen';

const existing = signInAnswer({ role: 'employer' });

const meta = {
  title: 'auth/Test Google',
  component: TestGoogleScreen,
  ...screenStories('/test-google', { decorators: [withGoogleClientId], toasts: true }),
} satisfies Meta<typeof TestGoogleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const run = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Test Google Sign-In' }));
};

export const Idle: Story = {};

export const Dark: Story = { globals: dark };

export const ExistingAccount: Story = {
  beforeEach: fakeGoogle({ oneTap: 'credential' }),
  parameters: {
    network: {
      'POST /auth/google/nonce': googleNonceAnswer,
      'POST /auth/google/exchange-code': {
        body: { success: true, data: { requiresRoleSelection: false, ...existing.body.data } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Results' })).toBeVisible();
    // That a token came back and how long it is: never its characters (they would end up in screenshots).
    await expect(
      canvas.getAllByText(new RegExp(`^Received \\(${existing.body.data.token.length} characters\\)`))[0],
    ).toBeVisible();
    await expect(canvas.queryByText(new RegExp(existing.body.data.token.slice(0, 20)))).toBeNull();
  },
};

export const ExistingAccountSmallScreen: Story = { ...ExistingAccount, globals: smallPhone };

export const NewAccount: Story = {
  beforeEach: fakeGoogle({ oneTap: 'credential' }),
  parameters: {
    network: {
      'POST /auth/google/nonce': googleNonceAnswer,
      'POST /auth/google/exchange-code': {
        body: { success: true, data: { requiresRoleSelection: true, googleUserData: sampleGoogleUserData } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(
      await within(canvasElement).findByText('New account: role selection is required before an account exists.'),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: fakeGoogle({ oneTap: 'credential' }),
  parameters: {
    network: {
      'POST /auth/google/nonce': googleNonceAnswer,
      'POST /auth/google/exchange-code': failureAnswer(401, 'INVALID_ID_TOKEN'),
    },
  },
  play: async ({ canvasElement }) => {
    await run(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('ID token validation failed');
  },
};
